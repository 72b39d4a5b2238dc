import type { Tool } from "#server/catalog/tool-lists.ts";

/** A tool as cards and lists show it, with texts already in the reader's language. */
export type ToolSummary = Omit<Tool, "id">;

/** Search results as /api/search returns them: tools grouped under their category. */
export type { SearchGroup } from "#server/catalog/search.ts";

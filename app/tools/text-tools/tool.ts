import { defineTool } from "../definition.ts";
import { TEXT_TOOL_ICONS, TEXT_TOOL_IDS } from "./logic/tool-ids.ts";

export const textTools = defineTool({
  slug: "text-tools",
  category: "text-tools",
  icon: "Text",
  status: "active",
  featured: false,
  namespace: "text_tools",
  routes: [
    { path: "tools/text-tools", file: "tools/text-tools/screens/text-tools-page.tsx" },
    { path: "tools/text-tools/:tool", file: "tools/text-tools/screens/text-tool-page.tsx" },
  ],
  // Each of the ten tools has an address of its own, found by search and listed in the sitemap.
  pages: TEXT_TOOL_IDS.map((id) => ({
    slug: `text-tools/${id}`,
    icon: TEXT_TOOL_ICONS[id],
    textKey: `tools.${id}`,
  })),
});

import * as blankLines from "./blank-lines.ts";
import * as caseConverter from "./case.ts";
import * as counter from "./counter.ts";
import * as duplicates from "./duplicates.ts";
import * as json from "./json.ts";
import * as lineNumbers from "./line-numbers.ts";
import type { TransformResult } from "./result.ts";
import * as reverse from "./reverse.ts";
import * as slug from "./slug.ts";
import * as sortLines from "./sort-lines.ts";
import * as specialChars from "./special-chars.ts";
import { isTextToolId, TEXT_TOOL_IDS, type TextToolId } from "./tool-ids.ts";

export { isTextToolId, TEXT_TOOL_IDS, type TextToolId };

/**
 * The ten text tools in menu order (the ids of tool-ids.ts, which the menu, the routes and the
 * search read), with their code: the page and the worker run transforms through runTransform().
 *
 * Two kinds of tool: a "transform" replaces the text and answers with a message; the counter is
 * "stats", it replaces nothing and is shown live, so it exposes count() instead of run().
 */
export type TransformTool = {
  kind: "transform";
  id: TransformToolId;
  defaultOptions: Readonly<Record<string, unknown>>;
  /** Validates untyped options (invalid values fall back to the defaults). */
  parseOptions(raw: unknown): Record<string, unknown>;
  /** `options` may be partial or untyped; `locale` ("en", "fr", "vi") drives sorting. */
  run(text: string, options: unknown, locale: string): TransformResult;
};

export type StatsTool = {
  kind: "stats";
  id: "counter";
  count(text: string): counter.TextStats;
};

export type TextTool = TransformTool | StatsTool;

export type TransformToolId = Exclude<TextToolId, "counter">;

export const TEXT_TOOLS: readonly TextTool[] = [
  {
    kind: "transform",
    id: "case-converter",
    defaultOptions: caseConverter.DEFAULT_OPTIONS,
    parseOptions: caseConverter.parseOptions,
    run: (text, options) => caseConverter.convertCase(text, caseConverter.parseOptions(options)),
  },
  { kind: "stats", id: "counter", count: counter.countText },
  {
    kind: "transform",
    id: "duplicates",
    defaultOptions: duplicates.DEFAULT_OPTIONS,
    parseOptions: duplicates.parseOptions,
    run: (text, options) => duplicates.removeDuplicates(text, duplicates.parseOptions(options)),
  },
  {
    kind: "transform",
    id: "blank-lines",
    defaultOptions: blankLines.DEFAULT_OPTIONS,
    parseOptions: blankLines.parseOptions,
    run: (text) => blankLines.removeBlankLines(text),
  },
  {
    kind: "transform",
    id: "special-chars",
    defaultOptions: specialChars.DEFAULT_OPTIONS,
    parseOptions: specialChars.parseOptions,
    run: (text, options) => specialChars.processSpecialChars(text, specialChars.parseOptions(options)),
  },
  {
    kind: "transform",
    id: "sort-lines",
    defaultOptions: sortLines.DEFAULT_OPTIONS,
    parseOptions: sortLines.parseOptions,
    run: (text, options, locale) => sortLines.sortLines(text, sortLines.parseOptions(options), locale),
  },
  {
    kind: "transform",
    id: "reverse",
    defaultOptions: reverse.DEFAULT_OPTIONS,
    parseOptions: reverse.parseOptions,
    run: (text, options) => reverse.reverseText(text, reverse.parseOptions(options)),
  },
  {
    kind: "transform",
    id: "slug",
    defaultOptions: slug.DEFAULT_OPTIONS,
    parseOptions: slug.parseOptions,
    run: (text, options) => slug.generateSlug(text, slug.parseOptions(options)),
  },
  {
    kind: "transform",
    id: "line-numbers",
    defaultOptions: lineNumbers.DEFAULT_OPTIONS,
    parseOptions: lineNumbers.parseOptions,
    run: (text, options) => lineNumbers.addLineNumbers(text, lineNumbers.parseOptions(options)),
  },
  {
    kind: "transform",
    id: "json",
    defaultOptions: json.DEFAULT_OPTIONS,
    parseOptions: json.parseOptions,
    run: (text, options) => json.formatJson(text, json.parseOptions(options)),
  },
];

export function getTextTool(id: TextToolId): TextTool {
  const tool = TEXT_TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Text tool missing from the registry: ${id}`);
  return tool;
}

/**
 * What the worker calls with a posted {toolId, text, options}. The counter and unknown ids are
 * programming errors, not user errors, so they throw.
 */
export function runTransform(
  toolId: string,
  text: string,
  options: unknown,
  locale: string,
): TransformResult {
  const tool = isTextToolId(toolId) ? getTextTool(toolId) : undefined;
  if (tool?.kind !== "transform") throw new Error(`Not a text transform: ${toolId}`);
  return tool.run(text, options, locale);
}

import { describe, expect, it } from "vitest";
import * as json from "./json.ts";
import { MESSAGES_EN } from "./messages.ts";
import { getTextTool, isTextToolId, runTransform, TEXT_TOOL_IDS, TEXT_TOOLS } from "./registry.ts";
import * as sortLines from "./sort-lines.ts";

describe("text tools registry", () => {
  it("lists the ten tools in the spec's menu order", () => {
    expect(TEXT_TOOLS.map((tool) => tool.id)).toEqual([
      "case-converter",
      "counter",
      "duplicates",
      "blank-lines",
      "special-chars",
      "sort-lines",
      "reverse",
      "slug",
      "line-numbers",
      "json",
    ]);
    expect(TEXT_TOOLS.map((tool) => tool.id)).toEqual([...TEXT_TOOL_IDS]);
  });

  it("marks the counter as a stats tool that replaces nothing", () => {
    const counter = getTextTool("counter");
    expect(counter.kind).toBe("stats");
    if (counter.kind === "stats") expect(counter.count("Hà Nội").words).toBe(2);
    expect(TEXT_TOOLS.filter((tool) => tool.kind === "transform")).toHaveLength(9);
  });

  it("exposes each tool's defaults and option parser", () => {
    const sort = getTextTool("sort-lines");
    expect(sort.kind === "transform" && sort.defaultOptions).toEqual(sortLines.DEFAULT_OPTIONS);
    const jsonTool = getTextTool("json");
    expect(jsonTool.kind === "transform" && jsonTool.parseOptions({ indent: 42 })).toEqual(
      json.DEFAULT_OPTIONS,
    );
  });

  it("recognises tool ids from untrusted input", () => {
    expect(isTextToolId("slug")).toBe(true);
    expect(isTextToolId("Slug")).toBe(false);
    expect(isTextToolId(undefined)).toBe(false);
  });
});

describe("runTransform", () => {
  it("answers 'No text to process' for empty text, whatever the tool", () => {
    for (const tool of TEXT_TOOLS) {
      if (tool.kind === "transform") {
        expect(runTransform(tool.id, "", tool.defaultOptions, "en")).toEqual({
          ok: false,
          messageKey: "messages.noText",
        });
      }
    }
  });

  it("runs a tool with untyped options, ignoring invalid values", () => {
    expect(runTransform("line-numbers", "a\nb", { start: "-3", separator: ") " }, "fr")).toEqual({
      ok: true,
      text: "1) a\n2) b",
      messageKey: "messages.lineNumbersAdded",
      messageParams: { count: 2 },
    });
    expect(runTransform("case-converter", "Hà Nội", "not an object", "vi")).toMatchObject({ text: "hà nội" });
  });

  it("sorts with the collation of the locale it is given", () => {
    expect(runTransform("sort-lines", "ơi\noz", {}, "vi")).toMatchObject({ text: "oz\nơi" });
    expect(runTransform("sort-lines", "oz\nơi", {}, "en")).toMatchObject({ text: "ơi\noz" });
  });

  it("returns plain data that a worker can post, with keys that all have an English text", () => {
    const samples: [string, unknown][] = [
      ["case-converter", { mode: "sentence" }],
      ["duplicates", {}],
      ["blank-lines", {}],
      ["special-chars", { mode: "keep" }],
      ["sort-lines", { direction: "desc" }],
      ["reverse", { mode: "eachLine" }],
      ["slug", {}],
      ["line-numbers", {}],
      ["json", {}],
    ];
    for (const [toolId, options] of samples) {
      const result = runTransform(toolId, "Le cœur\nĐường phố\nLe cœur\n\n{", options, "fr");
      expect(structuredClone(result)).toEqual(result);
      expect(MESSAGES_EN[result.messageKey]).toBeTypeOf("string");
    }
  });

  it("throws for the counter and unknown ids, which are programming errors", () => {
    expect(() => runTransform("counter", "a", {}, "en")).toThrow("Not a text transform: counter");
    expect(() => runTransform("upper", "a", {}, "en")).toThrow("Not a text transform: upper");
  });
});

describe("MESSAGES_EN", () => {
  it("uses the spec's texts, with i18next interpolation", () => {
    expect(MESSAGES_EN).toMatchObject({
      "messages.noText": "No text to process",
      "messages.convertedLowercase": "Converted to lowercase",
      "messages.convertedUppercase": "Converted to uppercase",
      "messages.convertedCapitalized": "Converted to capitalized case",
      "messages.convertedSentence": "Converted to sentence case",
      "messages.duplicatesRemoved": "Duplicate lines removed",
      "messages.blankLinesRemoved": "Blank lines removed",
      "messages.specialCharsRemoved": "Special characters removed",
      "messages.specialCharsKept": "Only special characters kept",
      "messages.sortedAscending": "Lines sorted in ascending order",
      "messages.sortedDescending": "Lines sorted in descending order",
      "messages.textReversed": "Text reversed",
      "messages.eachLineReversed": "Each line reversed",
      "messages.slugGenerated": "Slug generated",
      "messages.lineNumbersAdded": "Line numbers added",
      "messages.jsonPrettified": "JSON prettified",
      "messages.jsonMinified": "JSON minified",
      "messages.invalidJson": "Invalid JSON: {{error}}",
      "messages.unknownJsonError": "Unknown error parsing JSON",
    });
  });
});

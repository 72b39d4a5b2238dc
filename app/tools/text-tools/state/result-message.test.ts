import { describe, expect, it } from "vitest";
import { runTransform } from "../logic/registry.ts";
import { describeResult } from "./result-message.ts";

describe("describeResult", () => {
  it("tells a replacement as a success, with the count of lines where there is one", () => {
    expect(describeResult(runTransform("duplicates", "a\na\nb\na", {}, "en"))).toEqual({
      tone: "success",
      key: "messages.duplicatesRemoved",
      params: { count: 2 },
      detail: { key: "details.linesRemoved", count: 2 },
    });
    expect(describeResult(runTransform("line-numbers", "a\nb", {}, "en"))).toMatchObject({
      tone: "success",
      detail: { key: "details.linesNumbered", count: 2 },
    });
    expect(describeResult(runTransform("case-converter", "Hà Nội", {}, "vi"))).toEqual({
      tone: "success",
      key: "messages.convertedLowercase",
    });
  });

  it("tells an empty text and invalid JSON as errors", () => {
    expect(describeResult(runTransform("slug", "", {}, "en"))).toEqual({
      tone: "error",
      key: "messages.noText",
    });
    expect(describeResult(runTransform("json", "{", {}, "en"))).toMatchObject({
      tone: "error",
      key: "messages.invalidJson",
      params: { line: 1, column: 2 },
    });
  });

  it("tells 'nothing to do' honestly, as information", () => {
    expect(describeResult(runTransform("duplicates", "a\nb", {}, "en"))).toEqual({
      tone: "info",
      key: "messages.noDuplicates",
    });
    expect(describeResult(runTransform("blank-lines", "a\nb", {}, "en")).tone).toBe("info");
    expect(describeResult(runTransform("special-chars", "abc", {}, "en")).tone).toBe("info");
  });
});

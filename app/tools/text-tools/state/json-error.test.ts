import { describe, expect, it } from "vitest";
import { runTransform } from "../transforms/registry.ts";
import { errorWithoutPosition } from "./json-error.ts";

describe("errorWithoutPosition", () => {
  it("drops the position the transform added or the engine stated", () => {
    expect(errorWithoutPosition(`Unexpected token ']', "[1,]" is not valid JSON (line 1, column 4)`)).toBe(
      `Unexpected token ']', "[1,]" is not valid JSON`,
    );
    expect(
      errorWithoutPosition(
        "Expected ',' or '}' after property value in JSON at position 7 (line 1 column 8)",
      ),
    ).toBe("Expected ',' or '}' after property value in JSON at position 7");
    expect(errorWithoutPosition("JSON.parse: expected ',' at line 2 column 3 of the JSON data")).toBe(
      "JSON.parse: expected ','",
    );
  });

  it("leaves a message without a position alone", () => {
    expect(errorWithoutPosition("Unexpected end of JSON input")).toBe("Unexpected end of JSON input");
  });

  it("fits what the JSON tool reports", () => {
    const result = runTransform("json", '{"a": 1,}', {}, "en");
    const error = String(result.messageParams?.error);
    expect(errorWithoutPosition(error)).not.toMatch(/line \d/);
    expect(result.messageParams).toMatchObject({ line: 1, column: 9 });
  });
});

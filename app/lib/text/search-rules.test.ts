import { describe, expect, it } from "vitest";
import { isSearchable, isTooLong } from "./search-rules.ts";

describe("search rules", () => {
  it("search from two characters, trimmed, counting a decomposed accent as one", () => {
    expect(isSearchable("a")).toBe(false);
    expect(isSearchable("  a  ")).toBe(false);
    expect(isSearchable("e\u0301")).toBe(false);
    expect(isSearchable("ab")).toBe(true);
    expect(isSearchable("đư")).toBe(true);
  });
  it("refuse more than 100 characters", () => {
    expect(isTooLong("x".repeat(100))).toBe(false);
    expect(isTooLong("x".repeat(101))).toBe(true);
  });
});

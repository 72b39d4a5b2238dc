import { describe, expect, it } from "vitest";
import { countCharacters } from "./characters.ts";

describe("countCharacters", () => {
  it("counts nothing in an empty text", () => {
    expect(countCharacters("")).toBe(0);
  });

  it("counts letters, digits, spaces and punctuation once each", () => {
    expect(countCharacters("Fact 1, check!")).toBe(14);
  });

  it("counts an accented letter once, however it was typed", () => {
    expect(countCharacters("Hà Nội")).toBe(6);
    expect(countCharacters("e\u0301")).toBe(1);
  });

  it("counts an emoji with its skin tone once", () => {
    expect(countCharacters("👍🏽")).toBe(1);
  });
});

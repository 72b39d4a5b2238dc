import { describe, expect, it } from "vitest";
import { textChanges } from "./text-changes.ts";

describe("textChanges", () => {
  it("marks the figure that changed, in place", () => {
    const changes = textChanges("Budget 2026: 1 200 000 EUR", "Budget 2026: 900 000 EUR");
    expect(changes.parts.filter((part) => part.change === "removed").map((part) => part.text.trim())).toEqual(
      ["1 200"],
    );
    expect(changes.parts.filter((part) => part.change === "added").map((part) => part.text.trim())).toEqual([
      "900",
    ]);
    expect(changes).toMatchObject({ removed: 2, added: 1 });
  });

  it("finds nothing between the same texts", () => {
    expect(textChanges("Hà Nội, 2026", "Hà Nội, 2026")).toEqual({
      parts: [{ text: "Hà Nội, 2026", change: "same" }],
      removed: 0,
      added: 0,
    });
  });
});

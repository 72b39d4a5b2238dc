import { expect, test } from "vitest";
import { CHARACTER_CLASSES } from "./char-classes.ts";
import { cleanText } from "./clean.ts";

const ALL = new Set(CHARACTER_CLASSES);
const SAMPLE = "a\u200Bb \u202Ec\u00A0d\u2028e\u00ADf\u0007 pаypal ❤\uFE0F";

test("removing one kind leaves the others", () => {
  expect(cleanText(SAMPLE, new Set(["zero-width"]))).toBe(
    "ab \u202Ec\u00A0d\u2028e\u00ADf\u0007 pаypal ❤\uFE0F",
  );
});

test("cleaning everything removes the invisible, makes spaces plain and letters the ones they pass for", () => {
  expect(cleanText(SAMPLE, ALL)).toBe("ab c d\nef paypal ❤");
});

test("a text with nothing flagged comes back as it was", () => {
  const text = "Tiếng Việt, l’été";
  expect(cleanText(text, ALL)).toBe(text);
});

// The cause of a failed clean copy, from what reading real bytes found.
import { describe, expect, it } from "vitest";
import { fixture, png } from "../fixtures/make-images.ts";
import { cleanFailure } from "./clean-failure.ts";
import { inspect } from "./inspection.ts";

const causeOf = (bytes: Uint8Array) => {
  const { summary, unreadable } = inspect(bytes.slice().buffer);
  return cleanFailure(summary.format, unreadable !== undefined);
};

describe("cleanFailure", () => {
  it("says a text file renamed .jpg is no image", () => {
    expect(causeOf(new TextEncoder().encode("this is a text file renamed .jpg"))).toBe("not_image");
  });

  it("says a JPEG or PNG that could not be cleaned is damaged", () => {
    expect(causeOf(fixture("C.jpg").slice(0, 4000))).toBe("damaged");
    expect(causeOf(png(20, 20).slice(0, 40))).toBe("damaged");
  });

  it("says another format, which only drawing can clean, is one this browser cannot draw", () => {
    expect(cleanFailure("HEIC", false)).toBe("undrawable");
    expect(cleanFailure("AVIF", false)).toBe("undrawable");
  });
});

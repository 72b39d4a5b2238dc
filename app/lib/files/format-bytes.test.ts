import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes.ts";

describe("formatBytes", () => {
  it("writes bytes in words and larger sizes in decimal units, in the reader's language", () => {
    expect(formatBytes(512, "en")).toBe("512 bytes");
    expect(formatBytes(2_400_000, "en")).toBe("2.4 MB");
    expect(formatBytes(2_400_000, "fr")).toBe("2,4\u202fMo");
    expect(formatBytes(1_500, "vi")).toBe("1,5 kB");
    expect(formatBytes(3_200_000_000_000, "en")).toBe("3,200 GB");
  });

  it("writes a decimal comma in French and Vietnamese, and French's own units (ko, Mo)", () => {
    // The size a Vietnamese page was once seen writing "268.7 kB": Intl's vi data (Node 24 here,
    // Chromium 156 in the browser tests) writes the comma whenever the page's language is passed.
    expect(formatBytes(268_700, "en")).toBe("268.7 kB");
    expect(formatBytes(268_700, "fr")).toBe("268,7\u202fko");
    expect(formatBytes(268_700, "vi")).toBe("268,7 kB");
    expect(formatBytes(1_234_500_000, "fr")).toBe("1,2\u202fGo");
    expect(formatBytes(1_234_500_000, "vi")).toBe("1,2 GB");
    expect(formatBytes(999, "vi")).toBe("999 byte");
    expect(formatBytes(999, "fr")).toBe("999\u00a0octets");
  });
});

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
});

import { describe, expect, it } from "vitest";
import { idTimeMs, tidMicroseconds, tidValue, uuidTime } from "./ids.ts";

describe("ID time bits", () => {
  it("refuses values that are no 64-bit ID", () => {
    expect(idTimeMs("twitter", 0n)).toBeNull();
    expect(idTimeMs("twitter", 1n << 64n)).toBeNull();
  });

  it("refuses a TikTok ID whose millisecond field is above 999", () => {
    expect(idTimeMs("tiktok", (1_600_000_000n << 32n) | (1000n << 22n))).toBeNull();
    expect(idTimeMs("tiktok", (1_600_000_000n << 32n) | (999n << 22n))).toBe(1_600_000_000_000n);
  });

  it("keeps the version of a UUID without time", () => {
    expect(uuidTime("00000000000040008000000000000000")).toEqual({ version: 4, epochNs: null });
  });
});

describe("Bluesky TIDs and Mastodon snowflakes", () => {
  it("reads a TID's value in base-32-sortable", () => {
    expect(tidValue("2222222222222")).toBe(0n);
    expect(tidValue("2222222222223")).toBe(1n);
    expect(tidValue("222222222222z")).toBe(31n);
    expect(tidValue("3jzfcijpj2z2a")).toBe((1688137381887007n << 10n) | 6n);
  });

  it("refuses a text of another shape, and a first character that would set the top bit", () => {
    expect(tidValue("3jzfcijpj2z2")).toBeNull();
    expect(tidValue("3jzfcijpj2z2a1")).toBeNull();
    expect(tidValue("3jzfcijpj2z21")).toBeNull();
    expect(tidValue("kzzzzzzzzzzzz")).toBeNull();
    expect(tidValue("3JZFCIJPJ2Z2A")).toBeNull();
  });

  it("takes the milliseconds out of the microseconds of a TID", () => {
    expect(tidMicroseconds((1688137381887007n << 10n) | 6n)).toBe(1688137381887007n);
    expect(idTimeMs("bluesky", (1688137381887007n << 10n) | 6n)).toBe(1688137381887n);
  });

  it("reads a Mastodon ID's milliseconds above its 16 bits of sequence", () => {
    expect(idTimeMs("mastodon", (1575776913849n << 16n) | 0xffffn)).toBe(1575776913849n);
  });
});

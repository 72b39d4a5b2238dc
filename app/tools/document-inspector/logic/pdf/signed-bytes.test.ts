// A byte range hashed in place: the hash of its two pieces joined, and the file as it was afterwards.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { byteRangeBytes, wholeBytes } from "./signed-bytes.ts";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const sha256 = (...pieces: Uint8Array[]) => {
  const hash = createHash("sha256");
  for (const piece of pieces) hash.update(piece);
  return hash.digest("hex");
};

/** 1,000 bytes of 0–250 in turn, so a byte moved to the wrong place changes the hash. */
const file = () => Uint8Array.from({ length: 1000 }, (_, index) => index % 251);

describe("a byte range hashed in place", () => {
  it.each([
    ["a long first piece and a short second one", [0, 900, 950, 50]],
    ["a short first piece and a long second one", [0, 50, 100, 900]],
    ["pieces not from the start, the gap shorter than either", [10, 400, 420, 500]],
    ["pieces with no gap between them", [0, 500, 500, 500]],
    ["an empty second piece", [0, 900, 1000, 0]],
  ] as const)("hashes %s as if joined, and leaves the file as it was", async (_, range) => {
    const bytes = file();
    const [a, b, c, d] = range;
    const joined = sha256(bytes.subarray(a, a + b), bytes.subarray(c, c + d));
    const signed = byteRangeBytes(bytes, range);
    expect(hex(await signed.digest("SHA-256"))).toBe(joined);
    expect(bytes).toEqual(file());
    expect(sha256(signed.whole())).toBe(joined);
  });

  it("hashes what the range held when asked, though the file is put back before the hash ends", async () => {
    // 16 MB take Web Crypto long enough that a hash of the live bytes would see them put back.
    const bytes = Uint8Array.from({ length: 16 * 1024 * 1024 }, (_, index) => index % 253);
    const range = [0, 15 * 1024 * 1024, 15 * 1024 * 1024 + 4096, 1024 * 1024 - 4096] as const;
    const [, b, c, d] = range;
    const joined = sha256(bytes.subarray(0, b), bytes.subarray(c, c + d));
    expect(hex(await byteRangeBytes(bytes, range).digest("SHA-256"))).toBe(joined);
  });

  it("hashes bytes in one piece as they are", async () => {
    const bytes = file();
    expect(hex(await wholeBytes(bytes.subarray(3, 30)).digest("SHA-256"))).toBe(
      sha256(bytes.subarray(3, 30)),
    );
  });
});

import { describe, expect, it } from "vitest";
import { derToP1363 } from "./ecdsa-der.ts";

const der = (r: number[], s: number[]) =>
  new Uint8Array([0x30, r.length + s.length + 4, 2, r.length, ...r, 2, s.length, ...s]);

describe("derToP1363", () => {
  it("pads r and s to their half, dropping DER's sign byte", () => {
    expect(Array.from(derToP1363(der([0x00, 0x80, 1], [5]), 3) ?? [])).toEqual([0, 0x80, 1, 0, 0, 5]);
  });

  it("refuses what is not exactly one SEQUENCE of two INTEGERs that fit", () => {
    expect(derToP1363(new Uint8Array(96), 48)).toBeNull();
    expect(derToP1363(der([1, 2, 3, 4], [1]), 3)).toBeNull();
    expect(derToP1363(new Uint8Array([...der([1], [1]), 0]), 3)).toBeNull();
    expect(derToP1363(new Uint8Array([0x30, 0x82, 0, 6, 2, 1, 1, 2, 1, 1]), 3)).toBeNull();
  });
});

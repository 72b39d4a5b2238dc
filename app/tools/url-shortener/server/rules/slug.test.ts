import { describe, expect, it, vi } from "vitest";
import { RESERVED_ALIASES } from "../../logic/alias.ts";
import { generateSlug, generateUniqueSlug, SLUG_ALPHABET, SLUG_LENGTH, SlugExhaustedError } from "./slug.ts";

/** A fake random source handing out the given bytes in order, then repeating them. */
function bytesFrom(values: number[]) {
  let next = 0;
  return (size: number) =>
    Uint8Array.from({ length: size }, () => {
      const value = values[next % values.length] ?? 0;
      next++;
      return value;
    });
}

describe("generateSlug", () => {
  it("makes 7 characters from the alphabet", () => {
    for (let i = 0; i < 200; i++) expect(generateSlug()).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{7}$/);
  });

  it("has no look-alike characters in its alphabet", () => {
    for (const ch of "0Oo1lIi") expect(SLUG_ALPHABET).not.toContain(ch);
    expect(new Set(SLUG_ALPHABET).size).toBe(SLUG_ALPHABET.length);
  });

  it.each([
    // [bytes handed out, slug]
    [[0, 1, 2, 3, 4, 5, 6], "2345678"],
    [[30, 61, 92, 123, 154, 185, 216], "zzzzzzz"],
    [[248, 255, 0, 1, 2, 3, 4, 5, 6], "2345678"], // 248..255 would bias the first symbols: dropped
    [[247, 31, 249, 62, 93, 124, 155, 186], "z222222"],
  ])("turns bytes %j into %j, rejecting biased ones", (bytes, slug) => {
    expect(generateSlug(bytesFrom(bytes))).toBe(slug);
  });

  it("gives every symbol the same share when fed every byte value in turn", () => {
    const random = bytesFrom(Array.from({ length: 256 }, (_, i) => i));
    const counts = new Map<string, number>();
    // 248 slugs of 7 characters consume exactly 7 cycles of the 248 accepted byte values.
    for (let i = 0; i < 248; i++) {
      for (const ch of generateSlug(random)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(new Set(counts.values())).toEqual(new Set([(248 * SLUG_LENGTH) / SLUG_ALPHABET.length]));
  });

  it("can never spell a reserved route name", () => {
    const spellable = (name: string) => [...name].every((ch) => SLUG_ALPHABET.includes(ch));
    expect(RESERVED_ALIASES.filter((name) => name.length === SLUG_LENGTH && spellable(name))).toEqual([]);
  });
});

describe("generateUniqueSlug", () => {
  it("returns the first free slug", async () => {
    const exists = vi.fn(async () => false);
    expect(await generateUniqueSlug(exists)).toMatch(/^[a-z2-9]{7}$/);
    expect(exists).toHaveBeenCalledTimes(1);
  });

  it("retries on collision", async () => {
    const exists = vi.fn(async () => exists.mock.calls.length < 3);
    const slug = await generateUniqueSlug(exists);
    expect(exists).toHaveBeenCalledTimes(3);
    expect(exists).toHaveBeenLastCalledWith(slug);
  });

  it("gives up after maxAttempts with a clear error", async () => {
    const exists = vi.fn(async () => true);
    const failure = generateUniqueSlug(exists, 4);
    await expect(failure).rejects.toBeInstanceOf(SlugExhaustedError);
    await expect(failure).rejects.toMatchObject({ code: "slug_exhausted", attempts: 4 });
    await expect(failure).rejects.toThrow("No free slug found after 4 attempts");
    expect(exists).toHaveBeenCalledTimes(4);
  });

  it("passes on a failing lookup instead of guessing", async () => {
    await expect(generateUniqueSlug(async () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
  });
});

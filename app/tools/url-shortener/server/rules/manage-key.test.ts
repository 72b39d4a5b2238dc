import { describe, expect, it } from "vitest";
import { bearerKey, hashManageKey, manageKeyMatches, newManageKey } from "./manage-key.ts";

describe("management keys", () => {
  it("are 32 random bytes in base64url, different every time, stored as their SHA-256", () => {
    const first = newManageKey();
    const second = newManageKey();
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.key, "base64url")).toHaveLength(32);
    expect(first.key).not.toBe(second.key);
    expect(first.hash).toBe(hashManageKey(first.key));
    expect(first.hash).not.toContain(first.key);
  });

  it("match only their own hash", () => {
    const { key, hash } = newManageKey();
    expect(manageKeyMatches(key, hash)).toBe(true);
    expect(manageKeyMatches(newManageKey().key, hash)).toBe(false);
    expect(manageKeyMatches(`${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`, hash)).toBe(false);
  });

  it("refuse a missing key, a missing hash and anything not shaped like a key", () => {
    const { key, hash } = newManageKey();
    expect(manageKeyMatches(null, hash)).toBe(false);
    expect(manageKeyMatches(undefined, hash)).toBe(false);
    expect(manageKeyMatches("", hash)).toBe(false);
    expect(manageKeyMatches(key, null)).toBe(false);
    expect(manageKeyMatches(`${key}x`, hash)).toBe(false);
    expect(manageKeyMatches(hash, hash)).toBe(false);
  });
});

describe("bearerKey", () => {
  it("reads the key of a Bearer header, whatever the scheme's case", () => {
    expect(bearerKey("Bearer abc_DEF-123")).toBe("abc_DEF-123");
    expect(bearerKey("bearer  abc")).toBe("abc");
  });

  it("is null for no header, another scheme or a malformed one", () => {
    expect(bearerKey(undefined)).toBeNull();
    expect(bearerKey("Basic dXNlcjpwYXNz")).toBeNull();
    expect(bearerKey("Bearer")).toBeNull();
    expect(bearerKey("Bearer a b")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.ts";

describe("LruCache", () => {
  it("forgets the least recently used entry beyond its capacity", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "b" is now the least recently used
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("replaces a value without growing and counts the write as a use", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 10);
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBe(10);
    expect(cache.get("b")).toBeUndefined();
  });

  it("keeps the order of use when the newest entry is read again and again", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("b")).toBe(2);
    expect(cache.get("b")).toBe(2);
    expect(cache.get("a")).toBe(1); // "b" is now the least recently used
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    cache.delete("c");
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    cache.set("d", 4);
    cache.set("e", 5);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")).toBe(4);
  });

  it("stays bounded under many distinct keys", () => {
    const cache = new LruCache<number, number>(100);
    for (let i = 0; i < 10_000; i++) cache.set(i, i);
    expect(cache.size).toBe(100);
    expect(cache.get(9_999)).toBe(9_999);
    expect(cache.get(9_899)).toBeUndefined();
  });

  it("refuses a capacity below one", () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});

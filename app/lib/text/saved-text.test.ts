import { describe, expect, it, vi } from "vitest";
import { createTextSaver, readSavedText, TEXT_STORAGE_KEY } from "./saved-text.ts";

/** A local storage that holds at most `capacity` characters, as browsers limit it. */
function fakeStorage(capacity = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      if (value.length > capacity) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    }),
    removeItem: vi.fn((key: string) => {
      items.delete(key);
    }),
  };
}

const disabled = () => {
  throw new DOMException("denied", "SecurityError");
};

describe("readSavedText", () => {
  it("reads the saved text, or nothing", () => {
    const storage = fakeStorage();
    expect(readSavedText(() => storage)).toBe("");
    storage.items.set(TEXT_STORAGE_KEY, "Đường phố");
    expect(readSavedText(() => storage)).toBe("Đường phố");
  });

  it("reads nothing where storage is disabled", () => {
    expect(readSavedText(disabled)).toBe("");
  });
});

describe("createTextSaver", () => {
  it("saves the text under the page's key, and forgets it when the text is emptied", () => {
    const storage = fakeStorage();
    const saver = createTextSaver(() => storage);
    expect(saver.save("Le cœur")).toBe("saved");
    expect(storage.items.get(TEXT_STORAGE_KEY)).toBe("Le cœur");
    expect(saver.save("")).toBe("saved");
    expect(storage.items.has(TEXT_STORAGE_KEY)).toBe(false);
  });

  it("says a text is too large and removes the older copy rather than restore it later", () => {
    const storage = fakeStorage(10);
    const saver = createTextSaver(() => storage);
    saver.save("short");
    expect(saver.save("far too long for this storage")).toBe("tooLarge");
    expect(storage.items.has(TEXT_STORAGE_KEY)).toBe(false);
  });

  it("does not try longer texts again after one failed, until a shorter one is saved", () => {
    const storage = fakeStorage(10);
    const saver = createTextSaver(() => storage);
    saver.save("x".repeat(20));
    storage.setItem.mockClear();
    expect(saver.save("x".repeat(30))).toBe("tooLarge");
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(saver.save("x".repeat(5))).toBe("saved");
    expect(saver.save("x".repeat(8))).toBe("saved");
    expect(storage.setItem).toHaveBeenCalledTimes(2);
  });

  it("says storage is unavailable when it is disabled or fails otherwise", () => {
    expect(createTextSaver(disabled).save("a")).toBe("unavailable");
    const broken = fakeStorage();
    broken.setItem.mockImplementation(() => {
      throw new Error("broken");
    });
    expect(createTextSaver(() => broken).save("a")).toBe("unavailable");
  });
});

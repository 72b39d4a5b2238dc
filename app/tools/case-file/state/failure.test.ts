import { describe, expect, it } from "vitest";
import { CaseMissing, failureOf } from "./failure.ts";

const dom = (name: string) => new DOMException("The browser's own English message.", name);

describe("failureOf", () => {
  it("names a case that is gone", () => {
    expect(failureOf(new CaseMissing(), "add")).toBe("missing-case");
    expect(failureOf(new CaseMissing(), "export")).toBe("missing-case");
  });

  it("names a full storage, also when Dexie wraps it in a transaction's abort", () => {
    expect(failureOf(dom("QuotaExceededError"), "add")).toBe("storage-full");
    const aborted = Object.assign(new Error("Transaction aborted"), {
      name: "AbortError",
      inner: dom("QuotaExceededError"),
    });
    expect(failureOf(aborted, "add")).toBe("storage-full");
    expect(failureOf(new Error("write failed", { cause: dom("QuotaExceededError") }), "export")).toBe(
      "storage-full",
    );
  });

  it("names a file that can no longer be read, and a save the browser refused", () => {
    expect(failureOf(dom("NotReadableError"), "add")).toBe("unreadable");
    expect(failureOf(dom("NotFoundError"), "add")).toBe("unreadable");
    expect(failureOf(dom("NotAllowedError"), "export")).toBe("not-saved");
    expect(failureOf(dom("NoModificationAllowedError"), "export")).toBe("not-saved");
  });

  it("calls anything else other, whatever its message", () => {
    expect(failureOf(new Error("Something broke"), "add")).toBe("other");
    expect(failureOf(dom("NotAllowedError"), "add")).toBe("other");
    expect(failureOf("a string", "export")).toBe("other");
    expect(failureOf(undefined, "export")).toBe("other");
  });
});

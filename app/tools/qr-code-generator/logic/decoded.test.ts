import { describe, expect, it } from "vitest";
import { cameraProblem, decodedLink } from "./decoded.ts";

describe("decodedLink", () => {
  it("finds http and https addresses, whatever their case", () => {
    expect(decodedLink("https://example.org/pay?x=1")).toBe("https://example.org/pay?x=1");
    expect(decodedLink("  HTTP://Example.org ")).toBe("http://example.org/");
  });

  it("leaves other contents alone", () => {
    for (const text of [
      "WIFI:T:WPA;S:x;P:y;;",
      "tel:+33612345678",
      "mailto:a@b.org",
      "hello",
      "https://",
      "javascript:alert(1)",
    ])
      expect(decodedLink(text)).toBeNull();
  });
});

describe("cameraProblem", () => {
  it("tells a refusal from a missing or busy camera", () => {
    expect(cameraProblem("NotAllowedError")).toBe("refused");
    expect(cameraProblem("NotFoundError")).toBe("unavailable");
    expect(cameraProblem("insecure")).toBe("unavailable");
    expect(cameraProblem("NotReadableError")).toBe("busy");
    expect(cameraProblem("TypeError")).toBe("failed");
  });
});

import { describe, expect, it } from "vitest";
import { checkCredentials, checkScheme } from "./url-shape.ts";

describe("checkScheme", () => {
  it.each(["http://example.com/", "https://example.com/", "HTTPS://example.com/"])("allows %j", (url) => {
    expect(checkScheme(new URL(url))).toEqual({ safe: true });
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "file:///etc/passwd",
    "ftp://example.com/",
    "ws://example.com/",
    "blob:https://example.com/uuid",
    "gopher://127.0.0.1:6379/_FLUSHALL",
  ])("refuses %j", (url) => {
    expect(checkScheme(new URL(url))).toMatchObject({ safe: false, reason: "unsupported_scheme" });
  });
});

describe("checkCredentials", () => {
  it.each([
    "https://user:pass@example.com/",
    "https://user@example.com/",
    "https://:pass@example.com/",
    "https://paypal.com@evil.example/",
    "https://paypal.com:login@evil.example/",
    "https://a%40b@example.com/",
  ])("refuses %j", (url) => {
    expect(checkCredentials(new URL(url))).toMatchObject({ safe: false, reason: "credentials" });
  });

  it.each([
    "https://example.com/",
    "https://@example.com/",
    "https://example.com/user:pass@x",
    "https://example.com/?email=someone@example.com",
    "https://example.com/#user:pass@x",
  ])("allows %j", (url) => {
    expect(checkCredentials(new URL(url))).toEqual({ safe: true });
  });
});

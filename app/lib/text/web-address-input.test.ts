import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH } from "#app/lib/text/url-length.ts";
import { isWebAddress, parseInput } from "./web-address-input.ts";

describe("parseInput", () => {
  it.each([
    ["https://example.org/a?b=1", "https://example.org/a?b=1"],
    ["  bit.ly/3xyz  ", "https://bit.ly/3xyz"],
    ["example.org:8080/x", "https://example.org:8080/x"],
    ["http://tiếngviệt.vn/bài", "http://xn--tingvit-5t4cyc.vn/b%C3%A0i"],
    ["HTTPS://Example.ORG", "https://example.org/"],
  ])("reads %j as %s", (text, url) => {
    expect(parseInput(text)).toEqual({ ok: true, url });
  });

  it.each([
    ["", "empty_url"],
    ["   ", "empty_url"],
    ["javascript:alert(1)", "unsupported_scheme"],
    ["ftp://example.org/file", "unsupported_scheme"],
    ["not a link", "invalid_url"],
    ["https://", "invalid_url"],
    ["localhost", "invalid_url"],
    [`https://example.org/${"a".repeat(MAX_URL_LENGTH)}`, "too_long"],
    // 420 characters typed, over 2,048 once each é is percent-encoded.
    [`https://example.org/${"é".repeat(400)}`, "too_long"],
  ])("refuses %j (%s)", (text, code) => {
    expect(parseInput(text)).toEqual({ ok: false, code });
  });
});

describe("isWebAddress", () => {
  it("is true of whole http(s) addresses only", () => {
    expect(isWebAddress("https://example.com/a")).toBe(true);
    expect(isWebAddress("http://example.com")).toBe(true);
    expect(isWebAddress("example.com")).toBe(false);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("")).toBe(false);
  });
});

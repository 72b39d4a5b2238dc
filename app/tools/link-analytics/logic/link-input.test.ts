import { describe, expect, it } from "vitest";
import { parseLinkInput } from "./link-input.ts";

describe("parseLinkInput", () => {
  it.each([
    ["abc2345", "abc2345"],
    ["  my-alias_2 ", "my-alias_2"],
    ["https://veritools.app/r/abc2345", "abc2345"],
    ["http://127.0.0.1:3000/s/abc2345?x=1#y", "abc2345"],
    ["veritools.app/r/abc2345", "abc2345"],
    ["https://vt.link/abc2345", "abc2345"],
  ])("reads %j as the slug %j", (input, slug) => {
    expect(parseLinkInput(input)).toEqual({ ok: true, slug });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["https://example.com/", "invalid"],
    ["https://example.com/a/b/c", "invalid"],
    ["ftp://example.com/r/abc2345", "invalid"],
    ["not a link at all", "invalid"],
  ])("refuses %j (%s)", (input, code) => {
    expect(parseLinkInput(input)).toEqual({ ok: false, code });
  });
});

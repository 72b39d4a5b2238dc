import { describe, expect, it } from "vitest";
import { comparableHost, comparablePath } from "./url-key.ts";

describe("comparableHost", () => {
  it.each([
    ["https://Example.COM/", "example.com"],
    ["https://example.com./", "example.com"],
    ["https://café.fr/", "xn--caf-dma.fr"],
    ["http://0x7f000001/", "127.0.0.1"],
    ["http://[::1]:8080/", "[::1]"],
  ])("%j → %j", (url, host) => {
    expect(comparableHost(new URL(url))).toBe(host);
  });
});

describe("comparablePath", () => {
  it.each([
    ["/s/abc", "/s/abc"],
    ["/S/ABC", "/s/abc"],
    ["/%73/abc", "/s/abc"],
    ["//s///abc", "/s/abc"],
    ["/%2Fs/abc", "/s/abc"],
    ["/100%/x", "/100%/x"],
    ["/caf%C3%A9", "/café"],
  ])("%j → %j", (path, comparable) => {
    expect(comparablePath(path)).toBe(comparable);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkBlocklist, createBlocklist, matchBlocklist, parseBlocklist } from "./blocklist.ts";

describe("parseBlocklist", () => {
  it("reads domains, prefixes, comments and bad lines", () => {
    const entries = parseBlocklist(
      [
        "# a comment",
        "",
        "  Evil.Example  ",
        "*.wild.example",
        ".dot.example",
        "bad.example. # trailing comment",
        "bücher.example",
        "evil.example/path/",
        "HTTPS://Phish.Example/Login?x=1",
        "http://no-path.example",
        "not a domain",
        "ftp://files.example/",
        "host.example:8080",
        "\r",
      ].join("\r\n"),
    );
    expect([...entries.domains]).toEqual([
      "evil.example",
      "wild.example",
      "dot.example",
      "bad.example",
      "xn--bcher-kva.example",
    ]);
    expect(entries.prefixes).toEqual(["evil.example/path/", "phish.example/login?x=1", "no-path.example/"]);
    expect(entries.invalid.map((entry) => entry.line)).toEqual([11, 12, 13]);
  });
});

describe("matchBlocklist", () => {
  const entries = parseBlocklist(
    [
      "evil.example",
      "xn--bcher-kva.example",
      "203.0.113.5",
      "shop.example/fake-login/",
      "testsafebrowsing.appspot.com/s/",
    ].join("\n"),
  );

  it.each([
    ["https://evil.example/", "evil.example"],
    ["http://EVIL.example./x", "evil.example"],
    ["https://a.b.evil.example/deep", "evil.example"],
    ["https://evil.example:8443/", "evil.example"],
    ["https://bücher.example/", "xn--bcher-kva.example"],
    ["http://203.0.113.5/", "203.0.113.5"],
    ["https://shop.example/fake-login/step1", "shop.example/fake-login/"],
    ["http://shop.example:8080/fake-login/", "shop.example/fake-login/"],
    ["https://shop.example/Fake-Login/", "shop.example/fake-login/"],
    ["https://shop.example/%66ake-login/", "shop.example/fake-login/"],
    ["https://shop.example//fake-login/", "shop.example/fake-login/"],
    ["https://testsafebrowsing.appspot.com/s/phishing.html", "testsafebrowsing.appspot.com/s/"],
  ])("blocks %j by %j", (url, entry) => {
    expect(matchBlocklist(new URL(url), entries)).toBe(entry);
  });

  it.each([
    "https://example.com/",
    "https://notevil.example/",
    "https://evil.example.com/",
    "https://evil-example.com/",
    "https://shop.example/",
    "https://shop.example/fake-login",
    "https://sub.shop.example/fake-login/",
    "https://example.com/?next=https://evil.example/",
    "https://testsafebrowsing.appspot.com/",
  ])("allows %j", (url) => {
    expect(matchBlocklist(new URL(url), entries)).toBeNull();
  });
});

describe("createBlocklist", () => {
  let dir: string;
  const logger = { warn: vi.fn() };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "blocklist-"));
    logger.warn.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("ships a default list with Google's test entries", () => {
    const blocklist = createBlocklist({ logger });
    expect(blocklist.match(new URL("https://malware.testing.google.test/testing/malware/"))).toBe(
      "malware.testing.google.test",
    );
    expect(blocklist.match(new URL("https://testsafebrowsing.appspot.com/s/malware.html"))).not.toBeNull();
    expect(blocklist.match(new URL("https://example.com/"))).toBeNull();
    expect(logger.warn).not.toHaveBeenCalled();
    blocklist.close();
  });

  it("adds BLOCKLIST_FILE and reloads it when it changes, until closed", async () => {
    const file = join(dir, "blocklist.txt");
    writeFileSync(file, "first.example\n");
    const blocklist = createBlocklist({ file, logger, intervalMs: 20 });
    const blocked = (host: string) => blocklist.match(new URL(`https://${host}/`)) !== null;
    expect(blocked("first.example")).toBe(true);
    expect(blocked("phishing.example")).toBe(true); // the default list still applies

    writeFileSync(file, "second.example\nnot a domain\n");
    await vi.waitFor(() => expect(blocked("second.example")).toBe(true), { timeout: 5000 });
    expect(blocked("first.example")).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("ignored"), expect.anything());

    rmSync(file);
    await vi.waitFor(
      () =>
        expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("reload failed"), expect.anything()),
      {
        timeout: 5000,
      },
    );
    expect(blocked("second.example")).toBe(true); // the last good list is kept

    blocklist.close();
    writeFileSync(file, "third.example\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(blocked("third.example")).toBe(false);
  });

  it("fails at startup when BLOCKLIST_FILE cannot be read", () => {
    expect(() => createBlocklist({ file: join(dir, "missing.txt"), logger })).toThrow(
      /Cannot read BLOCKLIST_FILE/,
    );
  });
});

describe("checkBlocklist", () => {
  it.each([
    ["https://phishing.example/", { safe: false, reason: "blocklisted" }],
    ["https://example.com/", { safe: true }],
  ])("%j → %o", (url, verdict) => {
    const blocklist = createBlocklist();
    expect(checkBlocklist(new URL(url), blocklist)).toMatchObject(verdict);
    blocklist.close();
  });
});

import { describe, expect, it } from "vitest";
import { findItems, unsureItems } from "./found-items.ts";

describe("links, handles and post IDs in a recognised text", () => {
  it("finds full and bare web addresses, without the punctuation around them", () => {
    expect(
      findItems("Source (https://example.org/a?b=1). See also www.bbc.co.uk/news, and lemonde.fr."),
    ).toEqual([
      { kind: "link", text: "https://example.org/a?b=1", url: "https://example.org/a?b=1", datable: false },
      { kind: "link", text: "www.bbc.co.uk/news", url: "https://www.bbc.co.uk/news", datable: false },
      { kind: "link", text: "lemonde.fr", url: "https://lemonde.fr/", datable: false },
    ]);
  });

  it("keeps a closing parenthesis that belongs to the address", () => {
    expect(findItems("https://en.wikipedia.org/wiki/Hanoi_(city)")).toEqual([
      {
        kind: "link",
        text: "https://en.wikipedia.org/wiki/Hanoi_(city)",
        url: "https://en.wikipedia.org/wiki/Hanoi_(city)",
        datable: false,
      },
    ]);
  });

  it("does not take file names, abbreviations or version numbers for addresses", () => {
    expect(findItems("photo.jpg e.g. v2.1 notes.txt 3.14 i.e. report.pdf")).toEqual([]);
  });

  it("gives a bare @handle the profile addresses of the platforms where it is likely", () => {
    const [handle] = findItems("Posted by @JaneDoe_News:");
    expect(handle).toEqual({
      kind: "handle",
      text: "@JaneDoe_News",
      profiles: [
        { platform: "x", url: "https://x.com/JaneDoe_News" },
        { platform: "instagram", url: "https://www.instagram.com/JaneDoe_News/" },
        { platform: "tiktok", url: "https://www.tiktok.com/@JaneDoe_News" },
        { platform: "threads", url: "https://www.threads.com/@JaneDoe_News" },
      ],
    });
  });

  it("leaves X out for a name X cannot have (over 15 characters)", () => {
    const [handle] = findItems("@a_very_long_name_indeed");
    expect(handle?.kind === "handle" && handle.profiles.map((profile) => profile.platform)).toEqual([
      "instagram",
      "tiktok",
      "threads",
    ]);
  });

  it("reads a Bluesky handle (a domain) and a fediverse handle (@user@server)", () => {
    expect(findItems("@jay.bsky.team and @Gargron@mastodon.social")).toEqual([
      {
        kind: "handle",
        text: "@jay.bsky.team",
        profiles: [{ platform: "bluesky", url: "https://bsky.app/profile/jay.bsky.team" }],
      },
      {
        kind: "handle",
        text: "@Gargron@mastodon.social",
        profiles: [{ platform: "fediverse", url: "https://mastodon.social/@Gargron" }],
      },
    ]);
  });

  it("finds snowflake post IDs and Bluesky record keys, not ordinary numbers or words", () => {
    expect(findItems("ID 1212092628029698048, key 3jzfcijpj2z2a; 2026 12345678 international")).toEqual([
      { kind: "post_id", text: "1212092628029698048" },
      { kind: "post_id", text: "3jzfcijpj2z2a" },
    ]);
  });

  it("marks the address of a post whose ID the timestamp decoder can date, whole or bare", () => {
    const datable = (text: string) =>
      findItems(text).map((item) => (item.kind === "link" ? [item.text, item.datable] : item.kind));
    expect(
      datable(
        "x.com/AFP/status/1212092628029698048 https://www.tiktok.com/@afp/video/7234567890123456789 " +
          "instagram.com/p/C1a2b3c4d5E bsky.app/profile/afp.com/post/3jzfcijpj2z2a " +
          "x.com/AFP vm.tiktok.com/ZMabc123 example.org/status/1212092628029698048",
      ),
    ).toEqual([
      ["x.com/AFP/status/1212092628029698048", true],
      ["https://www.tiktok.com/@afp/video/7234567890123456789", true],
      ["instagram.com/p/C1a2b3c4d5E", true],
      ["bsky.app/profile/afp.com/post/3jzfcijpj2z2a", true],
      // A profile, a short link (its ID is behind a redirect) and another site's path: nothing to date.
      ["x.com/AFP", false],
      ["vm.tiktok.com/ZMabc123", false],
      ["example.org/status/1212092628029698048", false],
    ]);
  });

  it("lists each once, at most thirty, and refuses a one-token megabyte without scanning it", () => {
    expect(findItems("example.org example.org example.org")).toHaveLength(1);
    const many = Array.from({ length: 50 }, (_, i) => `site${i}.com`).join(" ");
    expect(findItems(many)).toHaveLength(30);
    // A megabyte of text without a space: one token, refused by its length, not scanned by patterns.
    expect(findItems(`@${"a".repeat(1_000_000)}`)).toEqual([]);
  });

  it("knows the items read only on unsure lines, and the first such line", () => {
    const unsure = unsureItems([
      { text: "Follow (@hanoi_truth _now", certainty: "uncertain" },
      { text: "Source: example.org/report", certainty: "high" },
      { text: "see example.org/report again, @hanoi_truth", certainty: "uncertain" },
      { text: "Post 1212092628029698048 by @afp", certainty: "medium" },
      { text: "@afp x.com/afp/status/1212092628029698048", certainty: "uncertain" },
    ]);
    expect([...unsure]).toEqual([
      ["@hanoi_truth", 0],
      ["x.com/afp/status/1212092628029698048", 4],
    ]);
  });
});

import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DecodeOptions, decode, guessUnit } from "./decode.ts";

const options: DecodeOptions = { zone: "UTC", nowMs: Date.UTC(2026, 10, 25) };
const iso = (ns: bigint) => Temporal.Instant.fromEpochNanoseconds(ns).toString();
const read = (input: string, extra: Partial<DecodeOptions> = {}) => {
  const decoded = decode(input, { ...options, ...extra }, Temporal);
  if (!decoded.ok) throw new Error(`not read: ${decoded.code}`);
  return decoded.readings.map((reading) => [reading.kind, iso(reading.epochNs)]);
};
const error = (input: string) => {
  const decoded = decode(input, options, Temporal);
  return decoded.ok ? null : decoded.code;
};

// Each ID below is a real post or a documented example, with the time its service published for it.
describe("post IDs and their published times", () => {
  it("reads an X/Twitter post: 1212092628029698048, @TwitterDev, created_at 2019-12-31T19:26:16.000Z", () => {
    // Twitter API v2 documentation's sample post; a snowflake keeps the milliseconds the API rounds off.
    expect(read("https://twitter.com/TwitterDev/status/1212092628029698048")).toEqual([
      ["twitter", "2019-12-31T19:26:16.771Z"],
    ]);
  });

  it("reads the x.com address of post 1488865376611950387, sent at 2022-02-02 22:22:22.222 Tokyo time", () => {
    // A post timed to the millisecond for "Twosday" (qiita.com/haruka_kotani, 2022-03-16): 13:22:22.222 UTC.
    expect(read("https://x.com/someone/status/1488865376611950387?s=20")).toEqual([
      ["twitter", "2022-02-02T13:22:22.222Z"],
    ]);
  });

  // Before 4 November 2010 X numbered its posts one after the other: the ID holds no time and is estimated
  // from posts of known time (TweetedAt's data, logic/pre-snowflake-anchors.generated.ts).
  const estimate = (input: string) => {
    const decoded = decode(input, options, Temporal);
    if (!decoded.ok) throw new Error(`not read: ${decoded.code}`);
    const [reading] = decoded.readings;
    return {
      at: reading && iso(reading.epochNs),
      from: reading?.estimate && iso(reading.estimate.earliestNs),
      to: reading?.estimate && iso(reading.estimate.latestNs),
    };
  };

  it("dates X's first post, twitter.com/jack/status/20, to its published time, 21 March 2006 20:50:14 UTC", () => {
    expect(estimate("https://twitter.com/jack/status/20")).toEqual({
      at: "2006-03-21T20:50:14Z",
      from: "2006-03-21T20:50:14Z",
      to: "2006-03-21T20:50:14Z",
    });
  });

  it.each([
    // Posts of TweetedAt's test set (data/testset.txt), with the time the X API gave for each.
    ["5768807056", "2009-11-16T16:22:34Z"],
    ["926622343", "2008-09-19T00:54:25Z"],
    ["18874274699", "2010-07-19T00:16:25Z"],
  ])("estimates pre-Snowflake post %s (published %s) within the span it gives", (id, published) => {
    const { at, from, to } = estimate(`https://x.com/someone/status/${id}`);
    const publishedMs = Date.parse(published);
    expect(Date.parse(from ?? "") <= publishedMs && publishedMs <= Date.parse(to ?? "")).toBe(true);
    expect(Math.abs(Date.parse(at ?? "") - publishedMs)).toBeLessThan(6 * 3_600_000);
  });

  it("says an X address cannot be dated when no post had its ID, and reads a bare small number otherwise", () => {
    // Below the first post, and between the last counted ID and the first Snowflake ones.
    expect(error("https://twitter.com/jack/status/5")).toBe("undated_post");
    expect(error("https://x.com/someone/status/100000000000")).toBe("undated_post");
    expect(read("5768807056").map(([kind]) => kind)).not.toContain("twitter");
  });

  it("reads a Discord message link: snowflake 175928847299117063 of Discord's API reference", () => {
    // discord.com/developers/docs/reference#snowflakes: timestamp 41944705796 ms after 2015 → 2016-04-30 11:18:25.796 UTC.
    expect(
      read("https://discord.com/channels/81384788765712384/81384788765712384/175928847299117063"),
    ).toEqual([["discord", "2016-04-30T11:18:25.796Z"]]);
  });

  it("reads Instagram media IDs whose posts' times are published (Stack Overflow, “Instagram media ID to timestamp conversion”)", () => {
    // 2384288897814875714 was posted 2020-08-26T13:43:27Z and 2383568809444681765 2020-08-25T13:52:46Z.
    expect(read("2384288897814875714")).toContainEqual(["instagram", "2020-08-26T13:43:27.313Z"]);
    expect(read("2383568809444681765")).toContainEqual(["instagram", "2020-08-25T13:52:46.09Z"]);
  });

  it("reads a Discord mention as the ID it holds", () => {
    expect(read("<@175928847299117063>")).toEqual([["discord", "2016-04-30T11:18:25.796Z"]]);
    expect(read("<:verified:175928847299117063>")).toEqual([["discord", "2016-04-30T11:18:25.796Z"]]);
  });

  it("reads an Instagram media ID as Instagram's API writes it, with its author's ID", () => {
    expect(read("2384288897814875714_295424908")).toEqual([["instagram", "2020-08-26T13:43:27.313Z"]]);
  });

  it("reads an Instagram post address through its shortcode", () => {
    // The shortcode is the media ID in base 64: 2384288897814875714 is "CEWsh68Kc5C" (written
    // 2384288897814875714 in base 64 with the alphabet A–Z a–z 0–9 - _).
    expect(read("https://www.instagram.com/p/CEWsh68Kc5C/")).toEqual([
      ["instagram", "2020-08-26T13:43:27.313Z"],
    ]);
  });

  it("reads a TikTok video address: the top 32 bits are Unix seconds", () => {
    // Video 6854717870488702213 (obsidianforensics/unfurl's TikTok parser example): 2020-07-29T02:06:13Z.
    expect(read("https://www.tiktok.com/@someone/video/6854717870488702213?lang=en")).toEqual([
      ["tiktok", "2020-07-29T02:06:13Z"],
    ]);
  });

  it("says a TikTok short link hides its ID", () => {
    expect(error("https://vm.tiktok.com/ZMabc123/")).toBe("short_link");
    expect(error("https://x.com/someone")).toBe("no_id");
  });
});

describe("UUIDs and ObjectIds", () => {
  // RFC 9562, appendix A: the example UUIDs all stand for 2022-02-22 14:22:22 at UTC−05:00.
  it("reads UUID v1, v6 and v7 as RFC 9562's examples", () => {
    expect(read("C232AB00-9414-11EC-B3C8-9F6BDECED846")).toEqual([["uuid", "2022-02-22T19:22:22Z"]]);
    expect(read("1EC9414C-232A-6B00-B3C8-9F6BDECED846")).toEqual([["uuid", "2022-02-22T19:22:22Z"]]);
    expect(read("017F22E2-79B0-7CC3-98C4-DC0C0C07398F")).toEqual([["uuid", "2022-02-22T19:22:22Z"]]);
  });

  it("says a random UUID (v4) holds no time", () => {
    expect(decode("919108f7-52d1-4320-9bac-f847db4148a8", options, Temporal)).toEqual({
      ok: false,
      code: "uuid_no_time",
      uuidVersion: 4,
    });
  });

  it("reads a MongoDB ObjectId: 507f1f77bcf86cd799439011 of MongoDB's manual, 2012-10-17T21:13:27Z", () => {
    expect(read("507f1f77bcf86cd799439011")).toEqual([["objectid", "2012-10-17T21:13:27Z"]]);
  });
});

describe("Unix time", () => {
  it("guesses the unit from the number's size", () => {
    expect(["1700000000", "1700000000000", "1700000000000000", "1700000000000000000"].map(guessUnit)).toEqual(
      ["s", "ms", "us", "ns"],
    );
    expect(read("1700000000")).toEqual([["unix", "2023-11-14T22:13:20Z"]]);
    expect(read("1700000000123")).toEqual([["unix", "2023-11-14T22:13:20.123Z"]]);
    expect(read("1700000000.5")).toEqual([["unix", "2023-11-14T22:13:20.5Z"]]);
    expect(read("-86400")).toEqual([["unix", "1969-12-31T00:00:00Z"]]);
  });

  it("reads the unit the visitor chose instead of the guess", () => {
    expect(read("1700000000", { unit: "ms" })).toEqual([["unix", "1970-01-20T16:13:20Z"]]);
  });

  it("lists every reading of a 19-digit number, the post ID readings first", () => {
    const kinds = read("1212092628029698048").map(([kind]) => kind);
    expect(kinds).toEqual(["twitter", "discord", "instagram", "unix"]);
  });

  it("puts first the reading whose date and number of digits both fit, when several services fit the number", () => {
    // 16 digits: microseconds of 14 November 2023. Read as IDs, it dates from each service's first
    // days (X in November 2010, Discord in January 2015), when their IDs were longer than this.
    const decoded = decode("1700000000000000", options, Temporal);
    if (!decoded.ok) throw new Error("not read");
    expect(decoded.readings.map((reading) => [reading.kind, reading.plausible])).toEqual([
      ["unix", true],
      ["twitter", false],
      ["discord", false],
      ["instagram", false],
    ]);
    expect(iso(decoded.readings[0]?.epochNs ?? 0n)).toBe("2023-11-14T22:13:20Z");
    // A TikTok video ID (19 digits, top 32 bits Unix seconds): no other service's reading dates from
    // before now, and its nanosecond reading (2201) is unusual.
    expect(read("7300000000000000000")[0]?.[0]).toBe("tiktok");
  });
});

describe("dates written out", () => {
  it("reads ISO 8601 with an offset, a zone, or none (then in the chosen zone)", () => {
    expect(read("2026-03-29T02:30:00+02:00")).toEqual([["iso8601", "2026-03-29T00:30:00Z"]]);
    expect(read("2026-07-01T09:00[Europe/Paris]")).toEqual([["iso8601", "2026-07-01T07:00:00Z"]]);
    expect(read("2026-07-01T09:00", { zone: "Asia/Ho_Chi_Minh" })).toEqual([
      ["iso8601", "2026-07-01T02:00:00Z"],
    ]);
  });

  it("reads e-mail and HTTP dates (RFC 2822's and RFC 9110's examples)", () => {
    expect(read("Fri, 21 Nov 1997 09:55:06 -0600")).toEqual([["mail_date", "1997-11-21T15:55:06Z"]]);
    expect(read("Sun, 06 Nov 1994 08:49:37 GMT")).toEqual([["mail_date", "1994-11-06T08:49:37Z"]]);
    expect(read("Sunday, 06-Nov-94 08:49:37 GMT")).toEqual([["mail_date", "1994-11-06T08:49:37Z"]]);
    expect(read("Sun Nov  6 08:49:37 1994")).toEqual([["mail_date", "1994-11-06T08:49:37Z"]]);
  });

  it("reads Excel serials, 39448 being 1 January 2008 (Microsoft's DATE function page), first when likely", () => {
    expect(read("39448")[0]).toEqual(["excel", "2008-01-01T00:00:00Z"]);
    expect(read("45658.75", { zone: "Europe/Paris" })[0]).toEqual(["excel", "2025-01-01T17:00:00Z"]);
  });
});

describe("bad input", () => {
  it("names what is wrong", () => {
    expect(error("   ")).toBe("empty");
    expect(error("yesterday at noon")).toBe("unreadable");
    expect(error("2026-02-30T10:00:00Z")).toBe("unreadable");
    expect(error("x".repeat(501))).toBe("too_long");
    expect(error("99999999999999999999999999")).toBe("no_reading");
  });
});

describe("Bluesky record keys and Mastodon IDs", () => {
  it("reads a Mastodon post ID: 103270115826048975 of Mastodon's API documentation (created_at 2019-12-08T03:48:33.901Z)", () => {
    // 103270115826048975 >> 16 = 1575776913849 ms: the ID is taken a few milliseconds before the post is saved.
    expect(read("https://mastodon.social/@Gargron/103270115826048975")).toEqual([
      ["mastodon", "2019-12-08T03:48:33.849Z"],
    ]);
    expect(read("https://mastodon.social/users/Gargron/statuses/103270115826048975")).toEqual([
      ["mastodon", "2019-12-08T03:48:33.849Z"],
    ]);
    expect(read("https://social.example/@someone@mastodon.social/103270115826048975")).toEqual([
      ["mastodon", "2019-12-08T03:48:33.849Z"],
    ]);
  });

  it("lists a Mastodon reading among those of the bare number", () => {
    expect(read("103270115826048975")).toContainEqual(["mastodon", "2019-12-08T03:48:33.849Z"]);
  });

  it("reads the AT Protocol specification's example TID 3jzfcijpj2z2a", () => {
    // Base 32 (2–7 a–z) gives 1728621478938655750; its 53 bits above the 10 lowest are
    // 1688137381887007 µs since 1970: 2023-06-30T15:03:01.887007Z.
    expect(read("3jzfcijpj2z2a")).toEqual([["bluesky", "2023-06-30T15:03:01.887Z"]]);
    expect(read("https://bsky.app/profile/someone.bsky.social/post/3jzfcijpj2z2a")).toEqual([
      ["bluesky", "2023-06-30T15:03:01.887Z"],
    ]);
    expect(read("at://did:plc:44ybard66vv44zksje25o7dz/app.bsky.feed.post/3jzfcijpj2z2a")).toEqual([
      ["bluesky", "2023-06-30T15:03:01.887Z"],
    ]);
  });

  it("does not take a 13-letter word for a Bluesky key", () => {
    // "international" has the shape of a TID, but its time would be centuries ahead.
    expect(error("international")).toBe("unreadable");
  });

  it("says a Bluesky address without a valid record key has no ID", () => {
    expect(error("https://bsky.app/profile/someone.bsky.social/post/not-a-key")).toBe("no_id");
  });
});

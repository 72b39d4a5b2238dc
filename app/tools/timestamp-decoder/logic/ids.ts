/**
 * Services whose IDs carry their creation time, and how to take it out. Each decoder returns Unix
 * milliseconds, or null when the value cannot be an ID of that kind.
 */

/** X/Twitter snowflakes: milliseconds since 2010-11-04T01:42:54.657Z in the bits above the 22 lowest. */
export const TWITTER_EPOCH_MS = 1288834974657n;
/** Discord snowflakes: the same layout, counted from 2015-01-01T00:00:00Z. */
export const DISCORD_EPOCH_MS = 1420070400000n;
/**
 * Instagram media IDs: 41 bits of milliseconds above 13 bits of shard and 10 of sequence (Instagram
 * Engineering, "Sharding & IDs at Instagram", 2012); the epoch is the one that makes published media
 * IDs give their posts' published times (2011-08-24T21:07:01.721Z; see ids.test.ts).
 */
export const INSTAGRAM_EPOCH_MS = 1314220021721n;

const MAX_U64 = (1n << 64n) - 1n;

export type IdService = "twitter" | "discord" | "instagram" | "tiktok" | "mastodon" | "bluesky";

/**
 * The alphabet of AT Protocol record keys (TIDs): "base32-sortable", digits 2–7 then a–z, so that the
 * keys sort as their times do.
 */
const TID_ALPHABET = "234567abcdefghijklmnopqrstuvwxyz";
/** A TID: 13 characters; the first at most "j", as the 64-bit value's top bit is always 0. */
const TID_SHAPE = /^[2-7a-j][2-7a-z]{12}$/;

/**
 * The 64-bit value of a Bluesky (AT Protocol) record key, or null for a text that is no TID. Its top
 * bit is 0, the next 53 count microseconds since 1970 and the lowest 10 are a random clock id
 * (atproto.com/specs/tid).
 */
export function tidValue(tid: string): bigint | null {
  if (!TID_SHAPE.test(tid)) return null;
  let value = 0n;
  for (const char of tid) value = value * 32n + BigInt(TID_ALPHABET.indexOf(char));
  return value;
}

/** The microseconds since 1970 in a TID's value. */
export const tidMicroseconds = (value: bigint): bigint => value >> 10n;

/** The Unix milliseconds in an ID of `service`, or null for a value that is no 64-bit ID. */
export function idTimeMs(service: IdService, id: bigint): bigint | null {
  if (id <= 0n || id > MAX_U64) return null;
  switch (service) {
    case "twitter":
      return (id >> 22n) + TWITTER_EPOCH_MS;
    case "discord":
      return (id >> 22n) + DISCORD_EPOCH_MS;
    case "instagram":
      return (id >> 23n) + INSTAGRAM_EPOCH_MS;
    case "tiktok":
      // The top 32 bits are Unix seconds; the next 10 hold the milliseconds, which TikTok fills with
      // values up to 999 only (Steel et al., "Just another hour on TikTok", 2025): above, not TikTok.
      return ((id >> 22n) & 0x3ffn) > 999n ? null : (id >> 32n) * 1000n;
    case "mastodon":
      // Mastodon's own snowflakes (since 2.0, 2017; older posts were given IDs from their dates):
      // milliseconds since 1970 above 16 bits of sequence (lib/mastodon/snowflake.rb).
      return id >> 16n;
    case "bluesky":
      return id >> 63n === 0n ? tidMicroseconds(id) / 1000n : null;
  }
}

/** A MongoDB ObjectId's first four bytes: Unix seconds, big-endian. */
export function objectIdTimeMs(hex24: string): bigint {
  return BigInt(`0x${hex24.slice(0, 8)}`) * 1000n;
}

/** 100-nanosecond intervals between the Gregorian reform (1582-10-15) and the Unix epoch. */
const GREGORIAN_TO_UNIX_100NS = 122192928000000000n;

export type UuidTime = { version: 1 | 6 | 7; epochNs: bigint } | { version: number; epochNs: null };

/** The time in a UUID (RFC 9562): v1 and v6 count 100 ns from 1582, v7 milliseconds from 1970. */
export function uuidTime(hex32: string): UuidTime {
  const version = Number.parseInt(hex32[12] ?? "0", 16);
  const value = BigInt(`0x${hex32}`);
  if (version === 7) return { version, epochNs: (value >> 80n) * 1_000_000n };
  if (version === 1 || version === 6) {
    const high = value >> 64n;
    const timeLow = (high >> 32n) & 0xffffffffn;
    const timeMid = (high >> 16n) & 0xffffn;
    const timeHigh = high & 0x0fffn;
    const ticks =
      version === 1
        ? (timeHigh << 48n) | (timeMid << 32n) | timeLow
        : // v6 stores the same 60 bits most significant first: time_high(32) time_mid(16) time_low(12).
          (timeLow << 28n) | (timeMid << 12n) | timeHigh;
    return { version, epochNs: (ticks - GREGORIAN_TO_UNIX_100NS) * 100n };
  }
  return { version, epochNs: null };
}

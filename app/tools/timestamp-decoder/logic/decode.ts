import type { TemporalApi } from "#app/lib/dates/temporal.ts";
import {
  DISCORD_EPOCH_MS,
  type IdService,
  INSTAGRAM_EPOCH_MS,
  idTimeMs,
  objectIdTimeMs,
  TWITTER_EPOCH_MS,
  tidValue,
  uuidTime,
} from "./ids.ts";
import { postFromUrl } from "./post-url.ts";
import { LAST_PRE_SNOWFLAKE_ID, preSnowflakeTime } from "./pre-snowflake.ts";
import { excelSerialToWallClock, parseMailDate, type WallClock } from "./text-dates.ts";

export const UNITS = ["s", "ms", "us", "ns"] as const;
export type Unit = (typeof UNITS)[number];

export type ReadingKind = "unix" | "iso8601" | "mail_date" | "excel" | IdService | "uuid" | "objectid";

/** One way of reading the value, and the instant it gives. */
export interface Reading {
  kind: ReadingKind;
  epochNs: bigint;
  /** Unix time: the unit it was read in. */
  unit?: Unit;
  /** UUID: its version. */
  uuidVersion?: number;
  /** The value named no zone: it was read as a wall-clock time in the chosen zone. */
  wallClock?: boolean;
  /** The ID came from a post's address, which settles what it is. */
  fromUrl?: boolean;
  /** The ID holds no time (an X post of before November 2010): epochNs is estimated, the post lies in this span. */
  estimate?: { earliestNs: bigint; latestNs: bigint };
  /** The instant falls in the years such a value usually dates from (1990 to a year ahead). */
  likely: boolean;
  /**
   * Likely, and the number has as many digits as such values have in those years (a 16-digit number
   * is a Unix time in microseconds, not an X post ID of November 2010): these readings come first.
   */
  plausible: boolean;
}

/** The readings that date a post: what they say of it, and what they cannot, is said under them alone. */
export function isPostId(reading: Pick<Reading, "kind" | "fromUrl">): boolean {
  return (
    reading.kind === "twitter" ||
    reading.kind === "instagram" ||
    reading.kind === "tiktok" ||
    // A bare Discord ID may be a user's or a server's: only a message's address makes it a post.
    (reading.kind === "discord" && reading.fromUrl === true)
  );
}

export type DecodeError =
  | "empty"
  | "too_long"
  | "unreadable"
  | "short_link"
  | "no_id"
  | "uuid_no_time"
  | "no_reading"
  | "undated_post";

export type Decoded =
  | {
      ok: true;
      readings: Reading[];
      /** Set when the value is a plain number: the Unix unit its size suggests. */
      guessedUnit?: Unit;
    }
  | { ok: false; code: DecodeError; uuidVersion?: number };

export interface DecodeOptions {
  /** The zone a value without one (ISO without offset, Excel serial) is read in. */
  zone: string;
  /** The Unix unit chosen by the visitor; by default it is guessed from the number's size. */
  unit?: Unit;
  /** Now, in Unix milliseconds: IDs are never issued in the future. */
  nowMs: number;
}

const MAX_LENGTH = 500;
const NS_PER: Record<Unit, bigint> = { s: 1_000_000_000n, ms: 1_000_000n, us: 1_000n, ns: 1n };
/** Temporal's range: 10^8 days either side of 1970. */
const MAX_EPOCH_NS = 8_640_000_000_000_000_000_000n;
const YEAR_1990_MS = 631152000000;
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
/** The order readings of a number are listed in when they are equally plausible. */
const PRIORITY: readonly ReadingKind[] = [
  "twitter",
  "discord",
  "instagram",
  "tiktok",
  "mastodon",
  "unix",
  "excel",
];
/** The services whose IDs are written as decimal numbers (a Bluesky key is written in base 32). */
const NUMBER_ID_SERVICES: readonly IdService[] = ["twitter", "discord", "instagram", "tiktok", "mastodon"];
/**
 * The first day an ID of each service can date from: a day after its epoch (a number read as dating
 * from the epoch's first hours is a small number, not an ID), and 2014 for TikTok, whose epoch is
 * Unix's (musical.ly's IDs had the same form before TikTok took them over).
 */
const SERVICE_START_MS: Record<IdService, number> = {
  twitter: Number(TWITTER_EPOCH_MS) + DAY_MS,
  discord: Number(DISCORD_EPOCH_MS) + DAY_MS,
  instagram: Number(INSTAGRAM_EPOCH_MS) + DAY_MS,
  tiktok: Date.UTC(2014, 0, 1),
  // Mastodon opened in March 2016; its posts of before the snowflakes (2017) were given IDs from their dates.
  mastodon: Date.UTC(2016, 2, 1),
  // Bluesky's network, the first to write TIDs, began in 2022.
  bluesky: Date.UTC(2022, 0, 1),
};

/**
 * How many digits (before any decimal point) each kind of number has when it dates from 1990 to now:
 * IDs grow with the time since their service's epoch (X's reached 17 digits a month after its start,
 * Instagram's 18 in 2012; TikTok's are all 19), Excel serials of those years are 5 digits.
 */
const USUAL_DIGITS: Record<IdService | "excel" | Unit, readonly [number, number]> = {
  twitter: [17, 19],
  discord: [17, 19],
  instagram: [18, 19],
  tiktok: [19, 19],
  mastodon: [17, 18],
  // Never ranked among numbers: a Bluesky key is 13 characters of base 32.
  bluesky: [13, 13],
  excel: [5, 5],
  s: [9, 10],
  ms: [12, 13],
  us: [15, 16],
  ns: [18, 19],
};

/** The digits of a number's whole part, without sign or leading zeros. */
const digitCount = (text: string) => (text.split(".")[0] ?? "").replace(/^[-+]?0*/, "").length;

/** The Unix unit a whole number's size suggests: 10 digits are seconds today, 13 milliseconds… */
export function guessUnit(digits: string): Unit {
  const length = digitCount(digits);
  if (length <= 11) return "s";
  if (length <= 14) return "ms";
  if (length <= 17) return "us";
  return "ns";
}

/** "1700000000.25" in `unit` as nanoseconds (digits beyond the nanosecond dropped). */
function unixToNs(text: string, unit: Unit): bigint {
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = text.replace(/^[-+]/, "").split(".");
  const scale = NS_PER[unit];
  const fractionDigits = scale.toString().length - 1;
  const ns =
    BigInt(whole) * scale + BigInt(fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0") || "0");
  return negative ? -ns : ns;
}

const likelyAt = (ms: number, nowMs: number) => ms >= YEAR_1990_MS && ms <= nowMs + YEAR_MS;
const msOf = (ns: bigint) => Number(ns / 1_000_000n);
const inRange = (ns: bigint) => ns <= MAX_EPOCH_NS && ns >= -MAX_EPOCH_NS;

function wallClockNs(T: TemporalApi, clock: WallClock, zone: string): bigint {
  return T.PlainDateTime.from(clock).toZonedDateTime(zone).epochNanoseconds;
}

/**
 * An X post of before Snowflake, whose ID only counts posts: dated by estimate, and only from its address
 * (a bare number that small is more likely something else). Null when no post had that ID: below the
 * first, or in the IDs between the last counted one and the first Snowflake, which read as dating from
 * before Snowflake's start.
 */
function preSnowflakeReading(id: bigint): Reading | null {
  const estimate = id <= LAST_PRE_SNOWFLAKE_ID ? preSnowflakeTime(id) : null;
  if (estimate === null) return null;
  const ns = (ms: number) => BigInt(ms) * 1_000_000n;
  return {
    kind: "twitter",
    epochNs: ns(estimate.ms),
    estimate: { earliestNs: ns(estimate.earliestMs), latestNs: ns(estimate.latestMs) },
    fromUrl: true,
    likely: true,
    plausible: true,
  };
}

/** The time of the last post of before Snowflake: a Snowflake ID dating from before it is no post's. */
const SNOWFLAKE_START_MS = BigInt(preSnowflakeTime(LAST_PRE_SNOWFLAKE_ID)?.ms ?? 0);

function idReading(service: IdService, id: bigint, nowMs: number, fromUrl: boolean): Reading | null {
  const ms = idTimeMs(service, id);
  if (ms === null) return null;
  if (service === "twitter" && fromUrl && ms < SNOWFLAKE_START_MS) return preSnowflakeReading(id);
  const at = Number(ms);
  // An ID dated before its service began or in the future is no ID of that service, unless its
  // address says it is (then the odd date is worth seeing).
  if (!fromUrl && (at < SERVICE_START_MS[service] || at > nowMs + DAY_MS)) return null;
  const likely = likelyAt(at, nowMs);
  return { kind: service, epochNs: ms * 1_000_000n, fromUrl, likely, plausible: likely };
}

/** The one reading of an ID whose form names its service (a mention, an API media ID). */
function certainId(service: IdService, digits: string, nowMs: number): Decoded {
  const reading = idReading(service, BigInt(digits), nowMs, true);
  return reading
    ? { ok: true, readings: [{ ...reading, fromUrl: false }] }
    : { ok: false, code: "no_reading" };
}

/** A number's readings, the plausible first, then the likely, each group in the fixed order. */
function rank(text: string, readings: Reading[]): Reading[] {
  const digits = digitCount(text);
  const fits = (reading: Reading) => {
    const [fewest, most] =
      USUAL_DIGITS[reading.kind === "unix" ? (reading.unit ?? "s") : (reading.kind as IdService | "excel")];
    return digits >= fewest && digits <= most;
  };
  const scored = readings.map((reading) => ({ ...reading, plausible: reading.likely && fits(reading) }));
  const order = (reading: Reading) => PRIORITY.indexOf(reading.kind);
  return scored.sort(
    (a, b) =>
      Number(b.plausible) - Number(a.plausible) || Number(b.likely) - Number(a.likely) || order(a) - order(b),
  );
}

function decodeNumber(text: string, options: DecodeOptions, T: TemporalApi): Decoded {
  const whole = /^[-+]?\d+$/.test(text);
  const guessedUnit = guessUnit(text);
  const readings: Reading[] = [];
  const unixNs = unixToNs(text, options.unit ?? guessedUnit);
  if (inRange(unixNs)) {
    const likely = likelyAt(msOf(unixNs), options.nowMs);
    readings.push({
      kind: "unix",
      unit: options.unit ?? guessedUnit,
      epochNs: unixNs,
      likely,
      plausible: likely,
    });
  }
  if (whole && !text.startsWith("-")) {
    const id = BigInt(text);
    for (const service of NUMBER_ID_SERVICES) {
      const reading = idReading(service, id, options.nowMs, false);
      if (reading) readings.push(reading);
    }
  }
  const clock = excelSerialToWallClock(Number(text));
  if (clock !== null) {
    const epochNs = wallClockNs(T, clock, options.zone);
    const likely = likelyAt(msOf(epochNs), options.nowMs);
    readings.push({ kind: "excel", epochNs, wallClock: true, likely, plausible: likely });
  }
  if (readings.length === 0) return { ok: false, code: "no_reading" };
  return { ok: true, readings: rank(text, readings), guessedUnit };
}

function decodeIso(text: string, options: DecodeOptions, T: TemporalApi): Reading | null {
  const reading = (epochNs: bigint, wallClock: boolean): Reading => {
    const likely = likelyAt(msOf(epochNs), options.nowMs);
    return { kind: "iso8601", epochNs, wallClock, likely, plausible: likely };
  };
  try {
    return reading(T.Instant.from(text).epochNanoseconds, false);
  } catch {
    // no offset: a zone in brackets, or a plain date-time read in the chosen zone
  }
  try {
    return reading(T.ZonedDateTime.from(text).epochNanoseconds, false);
  } catch {
    // no zone either
  }
  try {
    return reading(T.PlainDateTime.from(text).toZonedDateTime(options.zone).epochNanoseconds, true);
  } catch {
    return null;
  }
}

/**
 * Every reading of a pasted value that gives a time: a post's address, an ID, a Bluesky key, a UUID, an ObjectId, a
 * Unix time, an Excel serial, an ISO 8601 or e-mail/HTTP date, the likeliest first. Never throws.
 */
export function decode(input: string, options: DecodeOptions, T: TemporalApi): Decoded {
  const text = input.trim();
  if (text === "") return { ok: false, code: "empty" };
  if (text.length > MAX_LENGTH) return { ok: false, code: "too_long" };
  if (/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return decodeNumber(text, options, T);
  // Discord writes mentions of users, roles, channels and custom emoji with their IDs: <@…>, <#…>, <:name:…>.
  const mention = /^<(?:@[!&]?|#|a?:\w+:)(\d{15,20})>$/.exec(text);
  if (mention) return certainId("discord", mention[1] ?? "0", options.nowMs);
  // Instagram's API writes a media ID with its author's ID after an underscore: that says what it is.
  const instagram = /^(\d{15,20})_\d+$/.exec(text);
  if (instagram) return certainId("instagram", instagram[1] ?? "0", options.nowMs);

  // A Bluesky record key (TID): read only when its date falls in Bluesky's years, so that a 13-letter
  // word is not taken for one.
  const tid = tidValue(text);
  if (tid !== null) {
    const reading = idReading("bluesky", tid, options.nowMs, false);
    if (reading) return { ok: true, readings: [reading] };
  }

  const hex = text.replace(/^\{|\}$/g, "");
  if (/^[0-9a-f]{24}$/i.test(hex)) {
    const epochNs = objectIdTimeMs(hex) * 1_000_000n;
    const likely = likelyAt(msOf(epochNs), options.nowMs);
    return { ok: true, readings: [{ kind: "objectid", epochNs, likely, plausible: likely }] };
  }
  if (/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(hex)) {
    const uuid = uuidTime(hex.replaceAll("-", ""));
    if (uuid.epochNs === null) return { ok: false, code: "uuid_no_time", uuidVersion: uuid.version };
    const likely = likelyAt(msOf(uuid.epochNs), options.nowMs);
    const reading: Reading = {
      kind: "uuid",
      uuidVersion: uuid.version,
      epochNs: uuid.epochNs,
      likely,
      plausible: likely,
    };
    return { ok: true, readings: [reading] };
  }

  const iso = decodeIso(text, options, T);
  if (iso) return { ok: true, readings: [iso] };
  const mail = parseMailDate(text);
  if (mail !== null) {
    const likely = likelyAt(mail, options.nowMs);
    return {
      ok: true,
      readings: [{ kind: "mail_date", epochNs: BigInt(mail) * 1_000_000n, likely, plausible: likely }],
    };
  }

  const post = postFromUrl(text);
  if (post === null) return { ok: false, code: "unreadable" };
  if (!post.ok) return { ok: false, code: post.code };
  const reading = idReading(post.service, post.id, options.nowMs, true);
  if (reading) return { ok: true, readings: [reading] };
  return { ok: false, code: post.service === "twitter" ? "undated_post" : "no_id" };
}

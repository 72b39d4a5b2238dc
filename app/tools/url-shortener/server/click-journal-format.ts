// What a click journal file is: its name, which tells the process that writes it (or has claimed it), and
// its lines, one click each, read back so that a line torn by a crash or corrupted costs only itself.
import { randomBytes } from "node:crypto";
import type { ClickEvent } from "./click-recorder.ts";

const SUFFIX = ".jsonl";
const CLAIM = ".claimed~";

/** `clicks~<host>~<pid>~<random>.jsonl`: which process writes it, so another can tell it is gone. */
export function journalName(host: string, pid: number): string {
  return `clicks~${encodeHost(host)}~${pid}~${randomBytes(6).toString("hex")}${SUFFIX}`;
}

/** A host name safe in a file name, without the "~" that separates the parts of one. */
function encodeHost(host: string): string {
  return encodeURIComponent(host).replaceAll("~", "%7E");
}

/** The name a journal takes once `host`'s process `pid` claims it to replay it. */
export function claimedName(journal: string, host: string, pid: number): string {
  return `${journal}${CLAIM}${encodeHost(host)}~${pid}`;
}

interface Owner {
  host: string;
  pid: number;
}

/** The journal (its name in click_journals) and the process that owns the file now: its writer or claimer. */
export function parseJournalFile(file: string): { journal: string; owner: Owner } | null {
  const claimAt = file.indexOf(CLAIM);
  const journal = claimAt === -1 ? file : file.slice(0, claimAt);
  const writer = /^clicks~([^~]+)~(\d+)~[0-9a-f]+\.jsonl$/.exec(journal);
  if (writer === null) return null;
  if (claimAt === -1)
    return { journal, owner: { host: decodeURIComponent(writer[1] ?? ""), pid: Number(writer[2]) } };
  const claimer = /^([^~]+)~(\d+)$/.exec(file.slice(claimAt + CLAIM.length));
  if (claimer === null) return null;
  return { journal, owner: { host: decodeURIComponent(claimer[1] ?? ""), pid: Number(claimer[2]) } };
}

/**
 * One event as a journal line: a JSON array rather than an object, shorter to write and to read
 * (`[linkId, at, bot (1 or 0), referrer, country, device, browser, os]`, then its number of clicks when
 * it stands for more than one).
 */
export function journalLine(event: ClickEvent): string {
  const { linkId, at, bot, referrer, country, device, browser, os, clicks } = event;
  const fields = [linkId, at, bot ? 1 : 0, referrer, country, device, browser, os];
  if (clicks !== 1) fields.push(clicks);
  return `${JSON.stringify(fields)}\n`;
}

/** The clicks that `events` stand for. */
export function clickCount(events: readonly Pick<ClickEvent, "clicks">[]): number {
  let clicks = 0;
  for (const event of events) clicks += event.clicks;
  return clicks;
}

/** The click of one line, or null if it is not one (torn by a crash, or corrupted). */
function parseLine(text: string): ClickEvent | null {
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || (fields.length !== 8 && fields.length !== 9)) return null;
  const [linkId, at, bot, referrer, country, device, browser, os, clicks = 1] = fields as unknown[];
  if (
    !Number.isSafeInteger(linkId) ||
    !Number.isSafeInteger(clicks) ||
    (clicks as number) < 1 ||
    typeof at !== "string" ||
    Number.isNaN(Date.parse(at)) ||
    (bot !== 0 && bot !== 1) ||
    typeof referrer !== "string" ||
    typeof country !== "string" ||
    typeof device !== "string" ||
    typeof browser !== "string" ||
    typeof os !== "string"
  ) {
    return null;
  }
  return {
    linkId: linkId as number,
    at,
    bot: bot === 1,
    referrer,
    country,
    device,
    browser,
    os,
    clicks: clicks as number,
  };
}

/** How many unreadable lines of a journal are listed (and logged) one by one; the rest are counted. */
const LISTED_BAD_LINES = 5;

export interface JournalLines {
  /** The clicks, each with the byte offset just after its line. */
  clicks: { event: ClickEvent; end: number }[];
  /** Lines that are not clicks: the first few (offset and length in bytes), and how many in all. */
  bad: { first: { offset: number; bytes: number }[]; lines: number; bytes: number };
}

/**
 * The clicks of `bytes` (offsets counted from `base`). A line ends at a newline, at a NUL byte or at the
 * end: a power cut can leave a file's last blocks zeroed, and JSON never holds a raw NUL, so a line after
 * such a block is still read. A line that is not a click costs only itself: it is counted in `bad`.
 */
export function readLines(bytes: Buffer, base = 0): JournalLines {
  const result: JournalLines = { clicks: [], bad: { first: [], lines: 0, bytes: 0 } };
  // Both searches resume where they stopped: a long run of NULs stays one pass over the bytes.
  let newline = -1;
  let nul = -1;
  for (let start = 0; start < bytes.length; ) {
    if (newline < start) newline = bytes.indexOf(0x0a, start);
    if (nul < start) nul = bytes.indexOf(0x00, start);
    if (newline === -1) newline = bytes.length;
    if (nul === -1) nul = bytes.length;
    const end = Math.min(newline, nul);
    if (end > start) {
      const event = parseLine(bytes.toString("utf8", start, end));
      if (event !== null) result.clicks.push({ event, end: base + Math.min(end + 1, bytes.length) });
      else {
        const bad = result.bad;
        if (bad.first.length < LISTED_BAD_LINES) bad.first.push({ offset: base + start, bytes: end - start });
        bad.lines++;
        bad.bytes += end - start;
      }
    }
    start = end + 1;
  }
  return result;
}

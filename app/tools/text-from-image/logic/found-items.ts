import { parse } from "tldts";
import { postFromUrl } from "#app/tools/timestamp-decoder/public.ts";
import type { Certainty } from "./confidence.ts";

/**
 * What in a recognised text can be followed up: web addresses (to the link investigator; a post's
 * address whose ID the timestamp decoder can date, there too), @handles (their profile addresses, to
 * the link investigator) and post IDs (to the timestamp decoder).
 */
export type FoundItem =
  | { kind: "link"; text: string; url: string; datable: boolean }
  | { kind: "handle"; text: string; profiles: { platform: Platform; url: string }[] }
  | { kind: "post_id"; text: string };

export type Platform = "x" | "instagram" | "tiktok" | "threads" | "bluesky" | "fediverse";

/** Handles with no server name in them: the platforms where such a handle is most often seen. */
const BARE_HANDLE_PLATFORMS: Record<Exclude<Platform, "bluesky" | "fediverse">, (name: string) => string> = {
  x: (name) => `https://x.com/${name}`,
  instagram: (name) => `https://www.instagram.com/${name}/`,
  tiktok: (name) => `https://www.tiktok.com/@${name}`,
  threads: (name) => `https://www.threads.com/@${name}`,
};

const MAX_ITEMS = 30;
/** Punctuation that ends a sentence or wraps a token rather than belonging to it. */
const EDGE = new Set([..."()[]{}<>«»“”‘’\"'.,;:!?…–—"]);

/** A token without the punctuation around it (a link in parentheses, an ID before a full stop). */
function trimEdges(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && EDGE.has(token[start] ?? "")) start++;
  while (end > start && EDGE.has(token[end - 1] ?? "")) end--;
  // A link's closing parenthesis belongs to it when it also has the opening one (Wikipedia's addresses).
  if (end < token.length && token[end] === ")" && token.slice(start, end).includes("(")) end++;
  return token.slice(start, end);
}

const SCHEME = /^https?:\/\//i;
/** A bare address such as example.com/path: a host of labels, a path after it or not. */
const BARE_ADDRESS = /^(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#]\S*)?$/u;
/** X's and Instagram's names: letters, digits, underscores and (Instagram) dots, 30 at most. */
const BARE_HANDLE = /^@([A-Za-z0-9_][A-Za-z0-9_.]{0,29})$/;
/** A fediverse handle: @user@server.tld. */
const FEDIVERSE_HANDLE = /^@([A-Za-z0-9_.-]{1,64})@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/;
/** A snowflake-style post ID: 15 to 20 digits (X, Discord, Instagram, TikTok, Mastodon). */
const NUMERIC_ID = /^\d{15,20}$/;
/** A Bluesky record key: 13 characters of base 32 (2–7 a–z), the first at most "j". */
const TID = /^[2-7a-j][2-7a-z]{12}$/;

/** The address a link token stands for, or null when it is no web address. */
function linkOf(token: string): string | null {
  if (SCHEME.test(token)) {
    try {
      const url = new URL(token);
      return parse(url.hostname).isIcann || url.hostname === "localhost" ? url.href : null;
    } catch {
      return null;
    }
  }
  if (!BARE_ADDRESS.test(token)) return null;
  const host = token.split(/[/?#]/, 1)[0] ?? "";
  // Only names under a real public suffix (so "e.g." or "file.txt" are not taken for addresses).
  const parsed = parse(host);
  if (!parsed.isIcann || !parsed.domain || /\.(txt|jpe?g|png|pdf|docx?)$/i.test(host)) return null;
  try {
    return new URL(`https://${token}`).href;
  } catch {
    return null;
  }
}

function handleOf(token: string): FoundItem | null {
  const fediverse = FEDIVERSE_HANDLE.exec(token);
  if (fediverse) {
    const [, user = "", server = ""] = fediverse;
    return {
      kind: "handle",
      text: token,
      profiles: [{ platform: "fediverse", url: `https://${server.toLowerCase()}/@${user}` }],
    };
  }
  const bare = BARE_HANDLE.exec(token);
  if (!bare) return null;
  const name = bare[1] ?? "";
  // A handle with dots and a public suffix is a Bluesky handle (@name.bsky.social, @example.com).
  const asDomain = parse(name);
  if (name.includes(".") && asDomain.isIcann && asDomain.domain) {
    return {
      kind: "handle",
      text: token,
      profiles: [{ platform: "bluesky", url: `https://bsky.app/profile/${name.toLowerCase()}` }],
    };
  }
  const platforms = (Object.keys(BARE_HANDLE_PLATFORMS) as (keyof typeof BARE_HANDLE_PLATFORMS)[]).filter(
    // X's names have no dots and at most 15 characters.
    (platform) => platform !== "x" || (!name.includes(".") && name.length <= 15),
  );
  return {
    kind: "handle",
    text: token,
    profiles: platforms.map((platform) => ({ platform, url: BARE_HANDLE_PLATFORMS[platform](name) })),
  };
}

/**
 * The links, handles and post IDs of a text, each once, in the order they appear (at most 30). The
 * text is split on white space and each token tested by anchored patterns: no pattern ever scans
 * across the whole text, so the time grows with its length only.
 */
export function findItems(text: string): FoundItem[] {
  const found: FoundItem[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/\s+/)) {
    if (found.length >= MAX_ITEMS) break;
    const token = trimEdges(raw);
    if (token.length < 4 || token.length > 2000 || seen.has(token)) continue;
    let item: FoundItem | null = null;
    if (token.startsWith("@")) item = handleOf(token);
    else if (NUMERIC_ID.test(token)) item = { kind: "post_id", text: token };
    // A TID has digits: a 13-letter word (international) is not one.
    else if (TID.test(token) && /[2-7]/.test(token)) item = { kind: "post_id", text: token };
    else {
      const url = linkOf(token);
      // The decoder reads the ID in the whole address (an Instagram shortcode, a TikTok video's number).
      if (url) item = { kind: "link", text: token, url, datable: postFromUrl(url)?.ok === true };
    }
    if (item) {
      seen.add(token);
      found.push(item);
    }
  }
  return found;
}

/**
 * The items read only on lines Tesseract is unsure of, each with the first such line's index (to show
 * it on the picture). An item found in a confident line is not in it, nor one the person typed while
 * correcting the text (it is in no line read): theirs, not the engine's guess. An unsure line is where a
 * handle comes out as someone else's ("@hanoi_truth _now" for "@hanoi_truth_now").
 */
export function unsureItems(lines: readonly { text: string; certainty: Certainty }[]): Map<string, number> {
  const unsure = new Map<string, number>();
  const sure = new Set<string>();
  lines.forEach((line, index) => {
    for (const item of findItems(line.text)) {
      if (line.certainty !== "uncertain") sure.add(item.text);
      else if (!unsure.has(item.text)) unsure.set(item.text, index);
    }
  });
  for (const text of sure) unsure.delete(text);
  return unsure;
}

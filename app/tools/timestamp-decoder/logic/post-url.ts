import { type IdService, tidValue } from "./ids.ts";

/** A post's ID as its address gives it. */
export type PostUrl =
  | { ok: true; service: IdService; id: bigint }
  | { ok: false; code: "short_link" | "no_id" };

/** Instagram's shortcodes are media IDs written in base 64 with this alphabet (URL-safe base64's). */
const SHORTCODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The media ID behind an Instagram shortcode; private posts append more characters after the 11th. */
export function instagramShortcodeToId(shortcode: string): bigint | null {
  let id = 0n;
  for (const char of shortcode.slice(0, 11)) {
    const digit = SHORTCODE_ALPHABET.indexOf(char);
    if (digit < 0) return null;
    id = id * 64n + BigInt(digit);
  }
  return id;
}

const found = (service: IdService, id: bigint | null): PostUrl =>
  id === null ? { ok: false, code: "no_id" } : { ok: true, service, id };

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www|mobile|m)\./, "");
const numeric = (part: string | undefined) =>
  part !== undefined && /^\d{1,20}$/.test(part) ? BigInt(part) : null;

/** A Mastodon post's ID, or null (not a post's address) when that part of the path is no number. */
const mastodonId = (part: string | undefined): PostUrl | null => {
  const id = numeric(part);
  return id === null ? null : { ok: true, service: "mastodon", id };
};

/** An AT Protocol address of a Bluesky post: at://{did or handle}/app.bsky.feed.post/{record key}. */
const AT_POST = /^at:\/\/[^/\s]+\/app\.bsky\.feed\.post\/([^/\s]+)$/i;

/**
 * The ID in a post's address on X/Twitter, Discord, Instagram, TikTok, Bluesky or a Mastodon server;
 * null when the address is of none of them (then the text is read otherwise).
 */
export function postFromUrl(text: string): PostUrl | null {
  const at = AT_POST.exec(text);
  if (at) return found("bluesky", tidValue(at[1] ?? ""));
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const name = host(url);
  const parts = url.pathname.split("/").filter(Boolean);
  if (["x.com", "twitter.com", "fxtwitter.com", "vxtwitter.com", "fixupx.com"].includes(name)) {
    const at = parts.indexOf("status");
    return found("twitter", numeric(at >= 0 ? parts[at + 1] : undefined));
  }
  if (/^((ptb|canary)\.)?discord(app)?\.com$/.test(name)) {
    // discord.com/channels/{server}/{channel}/{message}: the message is the post.
    return found("discord", parts[0] === "channels" ? numeric(parts[3] ?? parts[2]) : null);
  }
  if (name === "instagram.com") {
    const at = parts.findIndex(
      (part) => part === "p" || part === "reel" || part === "reels" || part === "tv",
    );
    const code = at >= 0 ? parts[at + 1] : undefined;
    return found("instagram", code === undefined ? null : instagramShortcodeToId(code));
  }
  if (name === "tiktok.com") {
    const at = parts.findIndex((part) => part === "video" || part === "photo");
    if (at < 0 && parts[0] === "t") return { ok: false, code: "short_link" };
    return found("tiktok", numeric(at >= 0 ? parts[at + 1] : undefined));
  }
  // vm.tiktok.com and vt.tiktok.com only redirect: the ID is behind the redirect.
  if (name === "vm.tiktok.com" || name === "vt.tiktok.com") return { ok: false, code: "short_link" };
  if (name === "bsky.app" || name === "staging.bsky.app") {
    // bsky.app/profile/{handle}/post/{record key}
    const post = parts[2] === "post" ? parts[3] : undefined;
    return parts[0] === "profile" ? found("bluesky", post === undefined ? null : tidValue(post)) : null;
  }
  // Mastodon runs on thousands of servers: its post addresses are known by their paths,
  // /@{user}/{id} (also /@{user}@{server}/{id}) and /users/{user}/statuses/{id}.
  if (parts[0]?.startsWith("@") && parts.length === 2) return mastodonId(parts[1]);
  if (parts[0] === "users" && parts[2] === "statuses" && parts.length === 4) return mastodonId(parts[3]);
  return null;
}

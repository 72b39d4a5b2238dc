import type { IdService } from "./ids.ts";

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

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www|mobile|m)\./, "");
const numeric = (part: string | undefined) =>
  part !== undefined && /^\d{1,20}$/.test(part) ? BigInt(part) : null;

/**
 * The ID in a post's address on X/Twitter, Discord, Instagram or TikTok; null when the address is of
 * none of them (then the text is read otherwise).
 */
export function postFromUrl(text: string): PostUrl | null {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const name = host(url);
  const parts = url.pathname.split("/").filter(Boolean);
  const found = (service: IdService, id: bigint | null): PostUrl =>
    id === null ? { ok: false, code: "no_id" } : { ok: true, service, id };
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
  return null;
}

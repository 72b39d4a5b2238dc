// The platforms whose posts hold their media behind a player that only a platform downloader (yt-dlp)
// reads: for these, a server without YTDLP_PATH says plainly that platform downloads are not set up.
import { getDomain } from "tldts";

const PLATFORM_DOMAINS = new Set([
  "youtube.com",
  "youtu.be",
  "tiktok.com",
  "instagram.com",
  "facebook.com",
  "fb.watch",
  "x.com",
  "twitter.com",
  "vimeo.com",
  "dailymotion.com",
  "twitch.tv",
  "rumble.com",
  "bilibili.com",
  "reddit.com",
  "redd.it",
  "t.me",
  "threads.net",
  "bsky.app",
  "vk.com",
  "ok.ru",
  "weibo.com",
  "douyin.com",
  "zalo.me",
  "bitchute.com",
  "odysee.com",
  "kick.com",
  "streamable.com",
  "linkedin.com",
  "snapchat.com",
  "pinterest.com",
]);

/** Whether `address` is on a platform that serves its media through a player of its own. */
export function isPlatformAddress(address: string): boolean {
  const domain = getDomain(address);
  return domain !== null && PLATFORM_DOMAINS.has(domain);
}

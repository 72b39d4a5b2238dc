import { describe, expect, it } from "vitest";
import { instagramShortcodeToId, postFromUrl } from "./post-url.ts";

const post = (text: string) => {
  const found = postFromUrl(text);
  return found?.ok ? [found.service, String(found.id)] : (found?.code ?? null);
};

describe("post addresses", () => {
  it("takes the ID from every form of an X/Twitter post address", () => {
    for (const address of [
      "https://x.com/TwitterDev/status/1212092628029698048",
      "https://twitter.com/TwitterDev/status/1212092628029698048/photo/1",
      "mobile.twitter.com/TwitterDev/status/1212092628029698048",
      "https://x.com/i/web/status/1212092628029698048",
      "https://fxtwitter.com/TwitterDev/status/1212092628029698048",
    ]) {
      expect(post(address)).toEqual(["twitter", "1212092628029698048"]);
    }
  });

  it("takes the message from a Discord link, on any of Discord's hosts", () => {
    for (const host of ["discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com"]) {
      expect(post(`https://${host}/channels/81384788765712384/81384788765712384/175928847299117063`)).toEqual(
        ["discord", "175928847299117063"],
      );
    }
  });

  it("reads Instagram posts, reels and a user's post paths through their shortcodes", () => {
    for (const path of [
      "p/CEWsh68Kc5C/",
      "reel/CEWsh68Kc5C",
      "someone/p/CEWsh68Kc5C/?img_index=1",
      "tv/CEWsh68Kc5C",
    ]) {
      expect(post(`https://www.instagram.com/${path}`)).toEqual(["instagram", "2384288897814875714"]);
    }
    // A private post's shortcode carries more characters after the media ID's eleven.
    expect(instagramShortcodeToId("CEWsh68Kc5CxYzAbCdEfGhIjKlMnOp")).toBe(2384288897814875714n);
    expect(instagramShortcodeToId("CEWsh68K!5C")).toBeNull();
  });

  it("reads TikTok videos and photo posts, and says a short link hides the ID", () => {
    expect(post("https://www.tiktok.com/@someone/video/6854717870488702213")).toEqual([
      "tiktok",
      "6854717870488702213",
    ]);
    expect(post("https://www.tiktok.com/@someone/photo/6854717870488702213")).toEqual([
      "tiktok",
      "6854717870488702213",
    ]);
    expect(post("https://vt.tiktok.com/ZSabcdef/")).toBe("short_link");
    expect(post("https://www.tiktok.com/t/ZTRyBnyYX/")).toBe("short_link");
  });

  it("leaves other addresses to the other readings, and says when a known site's address has no ID", () => {
    expect(post("https://example.com/status/1212092628029698048")).toBeNull();
    expect(post("not a url at all")).toBeNull();
    expect(post("https://www.instagram.com/someone/")).toBe("no_id");
    expect(post("https://discord.com/app")).toBe("no_id");
  });
});

import { describe, expect, it } from "vitest";
import { MAX_ITEMS, mediaInPage } from "./page-media.ts";

const PAGE = "https://news.example/2026/12/flood.html";

describe("mediaInPage", () => {
  it("lists an article's card, its <video> with sources and poster, and its large pictures, media first", () => {
    const html = `<!doctype html><html><head><title>Flood in
      Hà Nội &amp; more</title>
      <meta property="og:image" content="/img/card.jpg">
      <meta property="og:video" content="https://cdn.example/v/flood.mp4">
      <meta property="og:video:type" content="video/mp4">
      <meta property="og:video:width" content="1280"><meta property="og:video:height" content="720">
      <meta name="twitter:player:stream" content="https://cdn.example/v/flood.mp4">
      </head><body>
      <img src="/img/logo.png" width="120" height="40">
      <img src="/img/street.jpg" width="1600" height="900">
      <img src="data:image/png;base64,AAAA">
      <video poster="/img/poster.jpg" controls><source src="/v/flood.webm" type="video/webm"><source src="/v/flood.m3u8"></video>
      <audio src="/a/interview.mp3"></audio>
      </body></html>`;
    const { title, items, more } = mediaInPage(html, PAGE);
    expect(title).toBe("Flood in Hà Nội & more");
    expect(more).toBe(false);
    expect(items.map((item) => [item.url, item.kind, item.foundIn.join("+")])).toEqual([
      ["https://cdn.example/v/flood.mp4", "video", "og:video+twitter:player:stream"],
      ["https://news.example/v/flood.webm", "video", "source"],
      ["https://news.example/v/flood.m3u8", "stream", "source"],
      ["https://news.example/a/interview.mp3", "audio", "audio"],
      ["https://news.example/img/card.jpg", "image", "og:image"],
      ["https://news.example/img/street.jpg", "image", "img"],
      ["https://news.example/img/poster.jpg", "image", "poster"],
    ]);
    expect(items[0]).toMatchObject({ type: "video/mp4", width: 1280, height: 720 });
    expect(items[1]).toMatchObject({ type: "video/webm" });
  });

  it("reads JSON-LD VideoObject and ImageObject with what the page declares of them", () => {
    const ld = {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "NewsArticle",
          headline: "Flood",
          author: { "@type": "Person", name: "Lan Nguyễn", image: "https://news.example/staff/lan.jpg" },
          publisher: { "@type": "Organization", logo: { "@type": "ImageObject", url: "/logo.png" } },
          image: ["https://news.example/img/a.jpg"],
          video: {
            "@type": "VideoObject",
            name: "Water in the street",
            contentUrl: "https://cdn.example/v/clip.mp4",
            embedUrl: "https://player.example/embed/1",
            thumbnailUrl: "https://cdn.example/v/clip.jpg",
            uploadDate: "2026-11-30T08:00:00+07:00",
            author: [{ name: "Lan Nguyễn" }, "Agence X"],
            duration: "PT1M2S",
          },
        },
        {
          "@type": ["ImageObject"],
          contentUrl: "/img/b.png",
          width: { value: 2000 },
          height: "1500",
          creator: "Jo",
        },
      ],
    };
    const html = `<script type="application/ld+json">${JSON.stringify(ld)}</script><script type="application/ld+json">{broken</script>`;
    const { items } = mediaInPage(html, PAGE);
    expect(items.map((item) => [item.url, item.kind])).toEqual([
      ["https://cdn.example/v/clip.mp4", "video"],
      ["https://news.example/img/a.jpg", "image"],
      ["https://cdn.example/v/clip.jpg", "image"],
      ["https://news.example/img/b.png", "image"],
    ]);
    expect(items[0]?.declared).toEqual({
      name: "Water in the street",
      uploadDate: "2026-11-30T08:00:00+07:00",
      author: "Lan Nguyễn, Agence X",
      duration: "PT1M2S",
    });
    expect(items[3]).toMatchObject({ width: 2000, height: 1500, declared: { author: "Jo" } });
    expect(items.every((item) => item.foundIn.includes("json-ld"))).toBe(true);
  });

  it("keeps a page's first media when it names thousands, and says there were more", () => {
    const html = Array.from({ length: 5000 }, (_, i) => `<img src="/p/${i}.jpg">`).join("");
    const { items, more } = mediaInPage(html, PAGE);
    expect(items).toHaveLength(MAX_ITEMS);
    expect(more).toBe(true);
  });

  it("resolves against <base>, ignores non-http addresses, and survives deep or hostile JSON-LD", () => {
    let deep = '"x"';
    for (let i = 0; i < 5000; i++) deep = `{"video":${deep}}`;
    const html = `<base href="https://media.example/dir/"><video src="javascript:alert(1)"></video>
      <video src="clip.mp4"></video><script type="application/ld+json">${deep}</script>`;
    const { items } = mediaInPage(html, PAGE);
    expect(items.map((item) => item.url)).toEqual(["https://media.example/dir/clip.mp4"]);
  });
});

// @vitest-environment jsdom
import { Blob as NodeBlob } from "node:buffer";
import { describe, expect, it } from "vitest";
import { type Capture, makeWacz } from "../fixtures/wacz.ts";
import { buildArchivedView } from "./archived-view.ts";
import { readArchive } from "./warc-records.ts";

// jsdom's Blob cannot stream (a browser's can): the archive's bytes go through Node's, as in a browser.
globalThis.Blob = NodeBlob as typeof Blob;

const page = `<!DOCTYPE html><html><head>
<meta charset="windows-1252">
<base href="https://news.example/assets/">
<meta http-equiv="refresh" content="0;url=https://elsewhere.example/">
<script src="app.js"></script><script>document.title = "ran"</script>
<link rel="stylesheet" href="main.css"><link rel="preload" href="preload.woff2" as="font">
<link rel="icon" href="/favicon.ico">
<style>body { background: url(bg.png) }</style>
</head><body>
<p onclick="steal()" style="background-image: url('dots.png')">Caf\u00e9</p>
<a href="/other" target="_blank">other</a> <a href="javascript:alert(1)">js</a>
<img src="logo.png" srcset="logo.png 1x, logo@2x.png 2x">
<picture><source srcset="hero.webp" type="image/webp"><img src="hero.jpg" alt=""></picture>
<video poster="poster.jpg" src="clip.mp4"></video>
<iframe src="https://embed.example/widget"></iframe>
<object data="x.swf"></object><embed src="y.swf">
<noscript><img src="noscript.png" alt="no script"></noscript>
<form action="/search"><input type="image" src="go.png" alt="go"></form>
<img src="not-archived.png" alt="">
</body></html>`;

const widget = `<html><body><iframe src="https://embed.example/inner"></iframe><img src="w.png" alt=""><script>x()</script></body></html>`;

const asset = (path: string, type: string, body: string): Capture => ({
  url: `https://news.example/${path}`,
  headers: { "Content-Type": type },
  body,
});

const captures: Capture[] = [
  { url: "https://news.example/", status: 301, statusText: "Moved", headers: { Location: "/story" } },
  { url: "https://news.example/story", status: 302, statusText: "Found", headers: { Location: "story/" } },
  {
    url: "https://news.example/story/",
    headers: { "Content-Type": "text/html" },
    body: Uint8Array.from(page, (char) => char.charCodeAt(0)),
  },
  asset(
    "assets/main.css",
    "text/css",
    `@import url("theme.css"); @font-face { font-family: F; src: url(fonts/f.woff2) format("woff2") } .x { background: url(/img/bg2.png) }`,
  ),
  asset("assets/theme.css", "text/css", `@import "deep/deep.css" screen; h1 { background: url(h1.png) }`),
  asset(
    "assets/deep/deep.css",
    "text/css",
    `.d { background: url(../missing-deep.png) } </style><img src=x>`,
  ),
  asset("assets/fonts/f.woff2", "font/woff2", "font"),
  asset("img/bg2.png", "image/png", "bg2"),
  asset("assets/h1.png", "image/png", "h1"),
  asset("assets/bg.png", "image/png", "bg"),
  asset("assets/dots.png", "image/png", "dots"),
  asset("favicon.ico", "image/x-icon", "icon"),
  asset("assets/logo.png", "image/png", "logo"),
  asset("assets/logo@2x.png", "image/png", "logo2"),
  asset("assets/hero.webp", "image/webp", "hero-webp"),
  asset("assets/hero.jpg", "image/jpeg", "hero-jpg"),
  asset("assets/poster.jpg", "image/jpeg", "poster"),
  asset("assets/go.png", "image/png", "go"),
  asset("assets/noscript.png", "image/png", "noscript"),
  {
    url: "https://embed.example/widget",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: widget,
  },
  { url: "https://embed.example/w.png", headers: { "Content-Type": "image/png" }, body: "w" },
];

const archive = await readArchive(await makeWacz({ captures, pages: [{ url: "https://news.example/" }] }));

async function view() {
  const blobs = new Map<string, Blob>();
  const createUrl = (blob: Blob) => {
    const url = `blob:https://veritools.test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  const result = await buildArchivedView(archive, "https://news.example/", { createUrl });
  const doc = new DOMParser().parseFromString(result.html, "text/html");
  const content = async (url: string | null | undefined) => (url ? await blobs.get(url)?.text() : undefined);
  return { result, doc, blobs, content };
}

const ADDRESSES = ["src", "href", "srcset", "poster", "action", "data", "xlink:href"];

/** Every address attribute and every url() of a drawn document. */
function addressesOf(doc: Document): string[] {
  const found: string[] = [];
  for (const element of doc.querySelectorAll("*")) {
    for (const name of ADDRESSES) {
      const value = element.getAttribute(name);
      if (value !== null) found.push(value);
    }
  }
  const css = [...doc.querySelectorAll("style")].map((style) => style.textContent ?? "");
  css.push(...[...doc.querySelectorAll("[style]")].map((element) => element.getAttribute("style") ?? ""));
  for (const text of css) {
    for (const part of text.split("url(").slice(1)) found.push(part.slice(0, part.indexOf(")")));
  }
  return found;
}

describe("buildArchivedView", () => {
  it("follows the recorded redirects and decodes the page in its declared charset", async () => {
    const { result, doc } = await view();
    expect(result.finalUrl).toBe("https://news.example/story/");
    expect(result.problem).toBeNull();
    expect(doc.querySelector("p")?.textContent).toBe("Café");
  });

  it("puts the policy first and leaves nothing that runs, refreshes or navigates", async () => {
    const { doc, result } = await view();
    expect(doc.head.firstElementChild?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(doc.head.firstElementChild?.getAttribute("content")).toBe(
      "default-src 'none'; img-src blob: data:; style-src 'unsafe-inline'; font-src blob: data:; media-src blob:",
    );
    expect(
      doc.querySelectorAll("script, base, object, embed, noscript, meta[http-equiv=refresh]"),
    ).toHaveLength(0);
    expect(result.html).not.toContain("onclick");
    expect(result.html).not.toContain("javascript:");
    expect(result.html).not.toContain("preload");
    const links = [...doc.querySelectorAll("a")];
    expect(
      links.map((link) => [link.getAttribute("data-archived-href"), link.getAttribute("title")]),
    ).toEqual([
      ["https://news.example/other", "https://news.example/other"],
      [null, null],
    ]);
    expect(links.every((link) => !link.hasAttribute("href") && !link.hasAttribute("target"))).toBe(true);
    expect(doc.querySelector("form")?.hasAttribute("action")).toBe(false);
  });

  it("draws every archived resource from an object URL, and no address is live", async () => {
    const { doc, content } = await view();
    const addresses = addressesOf(doc);
    expect(addresses.length).toBeGreaterThan(10);
    for (const address of addresses) expect(address === "" || address.startsWith("blob:")).toBe(true);
    expect(await content(doc.querySelector("img")?.getAttribute("src"))).toBe("logo");
    const srcset = doc.querySelector("img")?.getAttribute("srcset")?.split(", ") ?? [];
    expect(await Promise.all(srcset.map((part) => content(part.split(" ")[0])))).toEqual(["logo", "logo2"]);
    expect(srcset.map((part) => part.split(" ")[1])).toEqual(["1x", "2x"]);
    expect(await content(doc.querySelector("picture source")?.getAttribute("srcset"))).toBe("hero-webp");
    expect(await content(doc.querySelector("picture img")?.getAttribute("src"))).toBe("hero-jpg");
    expect(await content(doc.querySelector("video")?.getAttribute("poster"))).toBe("poster");
    expect(doc.querySelector("video")?.hasAttribute("src")).toBe(false);
    expect(await content(doc.querySelector("link[rel=icon]")?.getAttribute("href"))).toBe("icon");
    expect(await content(doc.querySelector("input")?.getAttribute("src"))).toBe("go");
    // What <noscript> held is shown.
    expect(await content(doc.querySelector("img[alt='no script']")?.getAttribute("src"))).toBe("noscript");
    expect(
      await content(doc.querySelector("p")?.getAttribute("style")?.split("url(")[1]?.split(")")[0]),
    ).toBe("dots");
  });

  it("inlines the stylesheet and its @imports, their url()s drawn from the archive", async () => {
    const { doc, content } = await view();
    expect(doc.querySelector("link[rel=stylesheet]")).toBeNull();
    const css = [...doc.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
    expect(css).not.toContain("@import");
    expect(css).toContain("@media screen{");
    expect(css).toContain("font-family:F");
    const urls = css
      .split("url(")
      .slice(1)
      .map((part) => part.slice(0, part.indexOf(")")));
    expect(await Promise.all(urls.map(content))).toEqual([undefined, "h1", "font", "bg2", "bg"]);
    // The deep sheet's missing image is drawn as nothing, and its "</style>" cannot close the element.
    expect(urls[0]).toBe("");
    expect(doc.querySelectorAll("style img, body > img[src=x]")).toHaveLength(0);
  });

  it("draws an iframe from its own archived document, one level deep", async () => {
    const { doc, content } = await view();
    const frame = doc.querySelector("iframe");
    expect(frame?.hasAttribute("src")).toBe(false);
    expect(frame?.getAttribute("sandbox")).toBe("");
    const inner = new DOMParser().parseFromString(frame?.getAttribute("srcdoc") ?? "", "text/html");
    expect(inner.querySelector("script")).toBeNull();
    expect(inner.head.firstElementChild?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(await content(inner.querySelector("img")?.getAttribute("src"))).toBe("w");
    const nested = inner.querySelector("iframe");
    expect(nested?.hasAttribute("src") || nested?.hasAttribute("srcdoc")).toBe(false);
  });

  it("lists what the page named that the archive lacks, and hands every object URL back", async () => {
    const { result, blobs } = await view();
    expect([...result.missing].sort()).toEqual([
      "https://news.example/assets/clip.mp4",
      "https://news.example/assets/missing-deep.png",
      "https://news.example/assets/not-archived.png",
    ]);
    expect(result.objectUrls.sort()).toEqual([...blobs.keys()].sort());
  });

  it("says when the page is not in the archive, with an empty document", async () => {
    const result = await buildArchivedView(archive, "https://absent.example/", { createUrl: () => "blob:x" });
    expect(result).toMatchObject({
      problem: "page-missing",
      finalUrl: null,
      missing: ["https://absent.example/"],
    });
    expect(result.html).toContain("Content-Security-Policy");
  });
});

import { describe, expect, it } from "vitest";
import { PREVIEW_LIMITS, parsePageHead, previewOf, readRefresh } from "./parse-preview.ts";

const parsePreview = (html: string, pageUrl: string) => previewOf(parsePageHead(html, pageUrl));

const PAGE = "https://example.com/blog/post.html";
const head = (content: string) =>
  `<!doctype html><html><head>${content}</head><body><p>Body</p></body></html>`;
const preview = (content: string, pageUrl = PAGE) => parsePreview(head(content), pageUrl);

describe("parsePreview: title", () => {
  it("prefers og:title, then twitter:title, then <title>", () => {
    const all =
      '<title>Plain</title><meta name="twitter:title" content="Twitter"><meta property="og:title" content="OG">';
    expect(preview(all).title).toBe("OG");
    expect(preview('<title>Plain</title><meta name="twitter:title" content="Twitter">').title).toBe(
      "Twitter",
    );
    expect(preview("<title>Plain</title>").title).toBe("Plain");
    expect(preview("").title).toBeNull();
  });

  it("skips an empty candidate", () => {
    expect(preview('<meta property="og:title" content="  "><title>Plain</title>').title).toBe("Plain");
  });

  it("returns markup in a title as the literal text it is", () => {
    expect(preview("<title><script>alert(1)</script></title>").title).toBe("<script>alert(1)</script>");
    expect(preview("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>").title).toBe(
      "<script>alert(1)</script>",
    );
    expect(preview('<meta property="og:title" content="&lt;img src=x onerror=alert(1)&gt;">').title).toBe(
      "<img src=x onerror=alert(1)>",
    );
  });

  it("decodes entities", () => {
    expect(
      preview("<title>Tom &amp; Jerry &mdash; caf&eacute; &#8220;x&#x201D; &nbsp;end</title>").title,
    ).toBe("Tom & Jerry — café “x” end");
  });

  it("collapses whitespace and strips controls and bidi overrides", () => {
    expect(preview("<title>\n  Two\t\tlines\r\n  here  </title>").title).toBe("Two lines here");
    expect(preview("<title>a\u0000b\u0007c\u009bd \u0085 e</title>").title).toBe("abcd e");
    // U+202E would show "invoice\u202Efdp.exe" as "invoiceexe.pdf".
    expect(preview("<title>invoice\u202efdp.exe \u2066x\u2069\u200f\ufeff</title>").title).toBe(
      "invoicefdp.exe x",
    );
  });

  it("keeps joiners that emoji and scripts need, and composes Vietnamese", () => {
    expect(preview("<title>👩‍👩‍👧 Pho\u031b\u0309</title>").title).toBe("👩‍👩‍👧 Phở");
  });

  it("caps the length between grapheme clusters, marking the cut", () => {
    const long = "Tiếng Việt ".repeat(40);
    const title = preview(`<title>${long}</title>`).title ?? "";
    expect(title.length).toBeLessThanOrEqual(PREVIEW_LIMITS.title);
    expect(title.endsWith("…")).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    const emoji = "👩‍👩‍👧".repeat(100);
    const cut = preview(`<title>${emoji}</title>`).title ?? "";
    expect(cut.length).toBeLessThanOrEqual(PREVIEW_LIMITS.title);
    expect(emoji.startsWith(cut.slice(0, -1))).toBe(true);
    expect((cut.length - 1) % "👩‍👩‍👧".length).toBe(0);
  });
});

describe("parsePreview: description", () => {
  it("prefers og:description, then description, then twitter:description", () => {
    const og = '<meta property="og:description" content="OG">';
    const plain = '<meta name="description" content="Plain">';
    const twitter = '<meta name="twitter:description" content="Twitter">';
    expect(preview(twitter + plain + og).description).toBe("OG");
    expect(preview(twitter + plain).description).toBe("Plain");
    expect(preview(twitter).description).toBe("Twitter");
    expect(preview("").description).toBeNull();
  });

  it("reads the first of repeated tags, with any case of name", () => {
    expect(
      preview('<meta NAME="Description" content="First"><meta name="description" content="Second">')
        .description,
    ).toBe("First");
  });

  it("caps the length", () => {
    const description =
      preview(`<meta name="description" content="${"word ".repeat(300)}">`).description ?? "";
    expect(description.length).toBeLessThanOrEqual(PREVIEW_LIMITS.description);
    expect(description).toMatch(/^word word .*…$/);
  });
});

describe("parsePreview: image", () => {
  it("resolves a relative og:image against the page", () => {
    expect(preview('<meta property="og:image" content="../img/cover.png?v=1">').image).toBe(
      "https://example.com/img/cover.png?v=1",
    );
    expect(preview('<meta property="og:image" content="//cdn.example.net/a.jpg">').image).toBe(
      "https://cdn.example.net/a.jpg",
    );
  });

  it("resolves against <base href>", () => {
    expect(
      preview('<base href="https://static.example.org/assets/"><meta property="og:image" content="a.jpg">')
        .image,
    ).toBe("https://static.example.org/assets/a.jpg");
  });

  it("takes og:image, og:image:secure_url or twitter:image, in that order", () => {
    const twitter = '<meta name="twitter:image" content="/t.png">';
    const secure = '<meta property="og:image:secure_url" content="/s.png">';
    const og = '<meta property="og:image" content="/o.png">';
    expect(preview(twitter + secure + og).image).toBe("https://example.com/o.png");
    expect(preview(twitter + secure).image).toBe("https://example.com/s.png");
    expect(preview(twitter).image).toBe("https://example.com/t.png");
    expect(preview("").image).toBeNull();
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "ftp://example.com/a.png",
    "file:///etc/passwd",
    "http://[bad",
  ])("drops an image URL like %j", (url) => {
    expect(preview(`<meta property="og:image" content="${url}">`).image).toBeNull();
    // …and falls back to the next candidate
    expect(
      preview(`<meta property="og:image" content="${url}"><meta name="twitter:image" content="/t.png">`)
        .image,
    ).toBe("https://example.com/t.png");
  });

  it("drops an image URL longer than the limit rather than cutting it", () => {
    const long = `/img/${"a".repeat(PREVIEW_LIMITS.url)}.png`;
    expect(preview(`<meta property="og:image" content="${long}">`).image).toBeNull();
  });
});

describe("parsePreview: favicon", () => {
  it.each([
    ['<link rel="icon" href="/icons/32.png">', "https://example.com/icons/32.png"],
    ['<link rel="shortcut icon" href="fav.ico">', "https://example.com/blog/fav.ico"],
    ['<link rel="apple-touch-icon" href="/touch.png">', "https://example.com/touch.png"],
    [
      '<link rel="apple-touch-icon" href="/touch.png"><link rel="ICON" href="/i.png">',
      "https://example.com/i.png",
    ],
    ['<link rel="icon" href="https://cdn.example.net/i.svg">', "https://cdn.example.net/i.svg"],
    ['<link rel="stylesheet" href="/style.css">', "https://example.com/favicon.ico"],
    ['<link rel="icon" href="javascript:alert(1)">', "https://example.com/favicon.ico"],
    ['<link rel="icon" href="data:image/png;base64,AAAA">', "https://example.com/favicon.ico"],
    ["", "https://example.com/favicon.ico"],
  ])("%s → %s", (content, favicon) => {
    expect(preview(content).favicon).toBe(favicon);
  });

  it("defaults to the origin's /favicon.ico, port included", () => {
    expect(parsePreview("", "http://example.com:8080/a/b").favicon).toBe(
      "http://example.com:8080/favicon.ico",
    );
  });
});

describe("parsePreview: where it reads", () => {
  it("stops at the end of the head", () => {
    const html =
      '<html><head><title>Head</title></head><body><meta property="og:title" content="Body">' +
      '<meta name="description" content="Body"></body></html>';
    expect(parsePreview(html, PAGE)).toMatchObject({ title: "Head", description: null });
  });

  it("stops at the body when the head is not closed", () => {
    const html = '<title>Head</title><body><meta name="description" content="Body">';
    expect(parsePreview(html, PAGE)).toMatchObject({ title: "Head", description: null });
  });

  it("reads a document without head or body tags", () => {
    expect(parsePreview('<meta property="og:title" content="Bare"><p>text', PAGE).title).toBe("Bare");
  });

  it("reads a head split across many chunks", () => {
    const padding = `<meta name="x" content="${"y".repeat(100_000)}">`;
    expect(parsePreview(`<head>${padding}<title>Late</title></head>`, PAGE).title).toBe("Late");
  });

  it("reads no further than the first megabyte", () => {
    const padding = `<!--${"y".repeat(1024 * 1024)}-->`;
    expect(parsePreview(`<head>${padding}<title>Too late</title></head>`, PAGE).title).toBeNull();
  });

  it("ignores <title> inside an SVG in the body, and unclosed titles still count", () => {
    expect(parsePreview("<head><title>Unclosed", PAGE).title).toBe("Unclosed");
    expect(parsePreview("<body><svg><title>Icon</title></svg></body>", PAGE).title).toBeNull();
  });
});

describe("parsePageHead", () => {
  const page = "https://example.org/news/article";
  it("reads the canonical address, the language and a meta refresh, made absolute", () => {
    const html = `<!doctype html><html lang="fr-FR"><head>
      <link rel="canonical" href="/articles/42">
      <meta http-equiv="Refresh" content="3; URL='../next?x=1'">
      </head><body><link rel="canonical" href="/ignored"></body></html>`;
    expect(parsePageHead(html, page)).toMatchObject({
      canonical: "https://example.org/articles/42",
      language: "fr-FR",
      refresh: { url: "https://example.org/next?x=1", seconds: 3 },
    });
  });

  it.each([
    ["0;url=https://other.example/", { url: "https://other.example/", seconds: 0 }],
    ["0; https://other.example/", { url: "https://other.example/", seconds: 0 }],
    ["10", null],
    ["5; url=javascript:alert(1)", null],
    ["", null],
    ["2.5, URL = &quot;/moved&quot; ", { url: "https://example.org/moved", seconds: 2 }],
    ["1 https://other.example/x", { url: "https://other.example/x", seconds: 1 }],
    [".5;url='https://other.example/'trailing", { url: "https://other.example/", seconds: 0 }],
    ["0; url='https://other.example/", { url: "https://other.example/", seconds: 0 }],
    ["0;url=", null],
    ["soon; url=https://other.example/", null],
    ["5x; url=https://other.example/", null],
  ])("reads the refresh %j as %j", (content, refresh) => {
    const html = `<head><meta http-equiv="refresh" content="${content}"></head>`;
    expect(parsePageHead(html, page).refresh).toEqual(refresh);
  });

  // Read by a scan: a regular expression once took minutes on 400 spaces and days on 2,000, freezing the
  // whole server for every visitor. Under that regex this test never ends.
  it.each([2_000, 1_000_000])("reads hostile refresh content of %i spaces at once", (spaces) => {
    const html = `<head><meta http-equiv="refresh" content="${" ".repeat(spaces)};x&#10;b"></head>`;
    expect(parsePageHead(html, page).refresh).toBeNull();
    expect(readRefresh(`0;${" ".repeat(spaces)}x\nb`, page)).toEqual(
      // Past what is read, the address is cut off: nothing is named.
      spaces === 2_000 ? { url: "https://example.org/news/xb", seconds: 0 } : null,
    );
  });

  it("answers null where the page says nothing", () => {
    expect(parsePageHead("<p>hi</p>", page)).toMatchObject({
      canonical: null,
      language: null,
      refresh: null,
    });
  });
});

// The stand-in site `npm run bench:capture` captures on loopback: a news article that names 30 resources,
// about 3 MB in all, the way such a page does (a stylesheet with an @import and url() fonts and images,
// images with srcset, a script, an iframe with its own poster, script and logo), and a page with one 15 MB
// image. Drawn from seeds, so every run captures the same bytes: images and fonts are noise, as
// incompressible as the JPEGs and WOFF2 they stand for; HTML, CSS and scripts are text, compressible as
// real ones are.
import type http from "node:http";
import { seededRandom } from "#app/test/seeded-random.ts";
import { chooser, NEWS_WORDS, sentence } from "./corpus.ts";

export interface SiteFile {
  type: string;
  body: Buffer;
}

/** Each file by its path. */
export type Site = ReadonlyMap<string, SiteFile>;

export const ARTICLE_PAGE = "/article.html";
/** The article and everything it names, its frame's included. */
export const ARTICLE_RESOURCES = 30;
export const BIG_IMAGE_PAGE = "/photo.html";
/** A small page with one small image, to warm the server up without filling its heap. */
export const SMALL_PAGE = "/brief.html";
/** Just under the capture's 15 MiB cap on one resource, so the image is kept whole. */
export const BIG_IMAGE_BYTES = 15 * 1024 * 1024 - 1024;

const KB = 1024;
const PHOTOS = 8;

/** `bytes` of noise drawn from `seed`. */
function noise(bytes: number, seed: number): Buffer {
  const next = seededRandom(seed);
  const buffer = Buffer.alloc(Math.ceil(bytes / 4) * 4);
  for (let offset = 0; offset < buffer.length; offset += 4) {
    buffer.writeUInt32LE(Math.floor(next() * 2 ** 32), offset);
  }
  return buffer.subarray(0, bytes);
}

/** Lines made by `line` until they reach `bytes`. */
function text(bytes: number, line: (index: number) => string): string {
  const lines: string[] = [];
  for (let length = 0, index = 0; length < bytes; index++) {
    const next = line(index);
    lines.push(next);
    length += Buffer.byteLength(next) + 1;
  }
  return lines.join("\n");
}

function prose(bytes: number, seed: number): string {
  const { between, pick } = chooser(seed);
  const words = NEWS_WORDS.en;
  return text(bytes, () => {
    const sentences = Array.from({ length: between(3, 6) }, () =>
      sentence(
        Array.from({ length: between(8, 24) }, () => pick(words)),
        ".",
      ),
    );
    return `<p>${sentences.join(" ")}</p>`;
  });
}

function stylesheet(bytes: number, seed: number): string {
  const { between, next } = chooser(seed);
  const colour = () => Math.floor(next() * 0xffffff).toString(16);
  return text(
    bytes,
    (index) =>
      `.story-${index} p:nth-child(${(index % 7) + 1}) { margin: ${between(0, 24)}px ${between(0, 24)}px; ` +
      `color: #${colour()}; line-height: 1.${between(2, 8)}; }`,
  );
}

function script(bytes: number, seed: number): string {
  const { between, pick } = chooser(seed);
  return text(
    bytes,
    (index) =>
      `function update${index}(node) { const width = node.offsetWidth * ${between(1, 99)} / 100; ` +
      `node.dataset.label = "${pick(NEWS_WORDS.en)} ${pick(NEWS_WORDS.en)}"; return width > ${between(100, 900)}; }`,
  );
}

function articleHtml(): string {
  const sections = Array.from({ length: PHOTOS }, (_, photo) => {
    const small = `/img/photo-${photo}-800.jpg`;
    return `${prose(14 * KB, 10 + photo)}
<figure><img src="${small}" srcset="${small} 800w, /img/photo-${photo}-1600.jpg 1600w"
 sizes="(max-width: 800px) 100vw, 800px" alt=""></figure>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Investigators verify photographs circulating online</title>
<link rel="stylesheet" href="/css/site.css"><link rel="icon" href="/favicon.ico">
<script src="/js/app.js" defer></script></head>
<body><header></header><article><h1>Investigators verify photographs circulating online</h1>
${sections.join("\n")}
<iframe src="/embed/video.html" title="Video"></iframe></article></body></html>`;
}

const html = (body: string): SiteFile => ({ type: "text/html; charset=utf-8", body: Buffer.from(body) });
const css = (body: string): SiteFile => ({ type: "text/css", body: Buffer.from(body) });
const js = (body: string): SiteFile => ({ type: "text/javascript", body: Buffer.from(body) });
const binary = (type: string, bytes: number, seed: number): SiteFile => ({ type, body: noise(bytes, seed) });

/** The article (ARTICLE_PAGE and what it names) and the page with one big image (BIG_IMAGE_PAGE). */
export function standInSite(): Site {
  const files: [string, SiteFile][] = [
    [ARTICLE_PAGE, html(articleHtml())],
    [
      "/css/site.css",
      css(`@import "/css/fonts.css";
header { background: url(/img/hero.jpg) center / cover; }
body { background-image: url("/img/pattern.png"); }
${stylesheet(40 * KB, 2)}`),
    ],
    [
      "/css/fonts.css",
      css(
        ["serif", "sans", "sans-bold"]
          .map(
            (font) =>
              `@font-face { font-family: "${font}"; src: url(/fonts/${font}.woff2) format("woff2"); }`,
          )
          .join("\n"),
      ),
    ],
    ["/fonts/serif.woff2", binary("font/woff2", 48 * KB, 3)],
    ["/fonts/sans.woff2", binary("font/woff2", 48 * KB, 4)],
    ["/fonts/sans-bold.woff2", binary("font/woff2", 48 * KB, 5)],
    ["/img/hero.jpg", binary("image/jpeg", 220 * KB, 6)],
    ["/img/pattern.png", binary("image/png", 24 * KB, 7)],
    ["/favicon.ico", binary("image/x-icon", 6 * KB, 8)],
    ["/js/app.js", js(script(280 * KB, 9))],
    ...Array.from({ length: PHOTOS }, (_, photo): [string, SiteFile][] => [
      [`/img/photo-${photo}-800.jpg`, binary("image/jpeg", 64 * KB, 100 + photo)],
      [`/img/photo-${photo}-1600.jpg`, binary("image/jpeg", 192 * KB, 200 + photo)],
    ]).flat(),
    [
      "/embed/video.html",
      html(`<!doctype html><html><head><title>Video</title><script src="/embed/player.js"></script></head>
<body><video poster="/embed/poster.jpg" controls></video><img src="/embed/logo.png" alt=""></body></html>`),
    ],
    ["/embed/player.js", js(script(60 * KB, 11))],
    ["/embed/poster.jpg", binary("image/jpeg", 120 * KB, 12)],
    ["/embed/logo.png", binary("image/png", 12 * KB, 13)],
    [SMALL_PAGE, html(`<!doctype html><title>In brief</title><img src="/favicon.ico" alt="">`)],
    [BIG_IMAGE_PAGE, html(`<!doctype html><title>One photograph</title><img src="/img/big.jpg" alt="">`)],
    ["/img/big.jpg", binary("image/jpeg", BIG_IMAGE_BYTES, 14)],
  ];
  return new Map(files);
}

/** Serves `site` as a plain web server would: its type, its length, a validator; 404 for anything else. */
export function serveSite(site: Site): http.RequestListener {
  return (req, res) => {
    const file = site.get(new URL(req.url ?? "/", "http://site").pathname);
    if (!file) return void res.writeHead(404).end();
    res
      .writeHead(200, {
        "Content-Type": file.type,
        "Content-Length": file.body.length,
        "Cache-Control": "public, max-age=300",
        "Last-Modified": "Tue, 02 Jun 2026 08:00:00 GMT",
        ETag: `"${file.body.length.toString(16)}"`,
      })
      .end(file.body);
  };
}

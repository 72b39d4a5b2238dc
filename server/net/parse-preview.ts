// Reads a page's head: for a preview card (title, description, image, icon) and for the link
// investigator (canonical address, language, a meta refresh that sends the visitor on). The page is a stranger's,
// so everything read here is returned as plain text for the UI to render as text (React escapes it), and
// is cleaned of what could mislead a reader even as text: control characters, bidi overrides, endless length.
import { Parser } from "htmlparser2";

export interface PagePreview {
  title: string | null;
  description: string | null;
  /** An absolute http(s) URL. */
  image: string | null;
  /** An absolute http(s) URL: the page's declared icon, else /favicon.ico of its origin. */
  favicon: string;
}

/** A preview and what the link investigator reads besides. */
export interface PageHead extends PagePreview {
  /** The page's <link rel="canonical">, absolute. */
  canonical: string | null;
  /** Its language, from <html lang> (else Content-Language is the caller's to read). */
  language: string | null;
  /** A <meta http-equiv="refresh"> that names an address: where and after how many seconds. */
  refresh: { url: string; seconds: number } | null;
}

export const PREVIEW_LIMITS = { title: 200, description: 500, url: 2048 } as const;

/** Characters of the document parsed at most; metadata lives at the top. */
const MAX_PARSED_CHARS = 1024 * 1024;
/** Fed to the parser a piece at a time, so it stops soon after the head has ended. */
const CHUNK_CHARS = 16 * 1024;

// Meta keys read, in order of preference (property= and name= alike).
const TITLE_KEYS = ["og:title", "twitter:title"];
const DESCRIPTION_KEYS = ["og:description", "description", "twitter:description"];
const IMAGE_KEYS = ["og:image", "og:image:secure_url", "og:image:url", "twitter:image", "twitter:image:src"];

interface HeadMetadata {
  metas: Map<string, string>;
  title: string | null;
  icon: string | null;
  touchIcon: string | null;
  base: string | null;
  canonical: string | null;
  language: string | null;
  refresh: string | null;
}

/** Refresh content parsed at most: a delay and an address fit in far less. */
const MAX_REFRESH_CHARS = PREVIEW_LIMITS.url + 64;

/**
 * "5; url=https://…" read as browsers read it (HTML's "shared declarative refresh steps"), or null when it
 * names no address. A scan, once over at most MAX_REFRESH_CHARS: the content is a stranger's, and a regular
 * expression here once took minutes on a few hundred spaces.
 */
export function readRefresh(content: string, base: string): { url: string; seconds: number } | null {
  const text = content.slice(0, MAX_REFRESH_CHARS);
  let at = skipSpaces(text, 0);
  const digitsStart = at;
  while (isDigit(text.charCodeAt(at))) at++;
  const seconds = Number(text.slice(digitsStart, at) || 0);
  if (at === digitsStart && text[at] !== ".") return null;
  while (isDigit(text.charCodeAt(at)) || text[at] === ".") at++; // a fraction is allowed and ignored
  const separator = text[at];
  if (separator !== undefined && separator !== ";" && separator !== "," && !isSpace(separator)) return null;
  at = skipSpaces(text, at);
  if (text[at] === ";" || text[at] === ",") at = skipSpaces(text, at + 1);
  if (text.slice(at, at + 3).toLowerCase() === "url") {
    const afterUrl = skipSpaces(text, at + 3);
    if (text[afterUrl] === "=") at = skipSpaces(text, afterUrl + 1);
  }
  const quote = text[at] === '"' || text[at] === "'" ? text[at] : null;
  if (quote) at++;
  let end = quote ? text.indexOf(quote, at) : -1;
  if (end === -1) end = text.length;
  const href = text.slice(at, end).trim();
  if (href === "") return null;
  const url = httpUrl(href, base);
  return url ? { url, seconds } : null;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** HTML's ASCII whitespace. */
function isSpace(char: string | undefined): boolean {
  return char === " " || char === "\t" || char === "\n" || char === "\f" || char === "\r";
}

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (isSpace(text[at])) at++;
  return at;
}

/** What a preview card shows of a page's head. */
export function previewOf({ title, description, image, favicon }: PageHead): PagePreview {
  return { title, description, image, favicon };
}

/** Everything read from the head of the page at pageUrl (an absolute http(s) URL). */
export function parsePageHead(html: string, pageUrl: string): PageHead {
  const head = readHead(html);
  // <base href> changes what relative links in the page mean, for the browser and so for us.
  const base = (head.base && URL.parse(head.base, pageUrl)?.href) || pageUrl;
  const firstText = (candidates: (string | null | undefined)[], max: number) =>
    candidates.map((text) => (text ? cleanText(text, max) : "")).find((text) => text !== "") ?? null;
  const firstUrl = (candidates: (string | null | undefined)[]) =>
    candidates.map((href) => (href ? httpUrl(href, base) : null)).find((url) => url !== null) ?? null;
  return {
    title: firstText([...TITLE_KEYS.map((key) => head.metas.get(key)), head.title], PREVIEW_LIMITS.title),
    description: firstText(
      DESCRIPTION_KEYS.map((key) => head.metas.get(key)),
      PREVIEW_LIMITS.description,
    ),
    image: firstUrl(IMAGE_KEYS.map((key) => head.metas.get(key))),
    favicon: firstUrl([head.icon, head.touchIcon]) ?? new URL("/favicon.ico", pageUrl).href,
    canonical: firstUrl([head.canonical]),
    language: head.language ? cleanText(head.language, 35) || null : null,
    refresh: head.refresh === null ? null : readRefresh(head.refresh, base),
  };
}

/** Collects what the preview needs from the head, streaming, and stops where the head ends. */
function readHead(html: string): HeadMetadata {
  const head: HeadMetadata = {
    metas: new Map(),
    title: null,
    icon: null,
    touchIcon: null,
    base: null,
    canonical: null,
    language: null,
    refresh: null,
  };
  let inTitle = false;
  let done = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (done) return;
      if (name === "body") done = true;
      else if (name === "html" && attributes.lang) head.language ??= attributes.lang;
      else if (name === "title" && head.title === null) {
        inTitle = true;
        head.title = "";
      } else if (name === "meta" && attributes.content !== undefined) {
        if (attributes["http-equiv"]?.trim().toLowerCase() === "refresh") head.refresh ??= attributes.content;
        for (const key of [attributes.property, attributes.name]) {
          const normalized = key?.trim().toLowerCase();
          if (normalized && !head.metas.has(normalized)) head.metas.set(normalized, attributes.content);
        }
      } else if (name === "link" && attributes.href) {
        const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
        // "icon" also covers the legacy "shortcut icon".
        if (rel.includes("canonical")) head.canonical ??= attributes.href;
        else if (rel.includes("icon")) head.icon ??= attributes.href;
        else if (rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed")) {
          head.touchIcon ??= attributes.href;
        }
      } else if (name === "base" && attributes.href) head.base ??= attributes.href;
    },
    ontext(text) {
      if (inTitle && !done) head.title += text;
    },
    onclosetag(name) {
      if (name === "title") inTitle = false;
      else if (name === "head") done = true;
    },
  });
  const end = Math.min(html.length, MAX_PARSED_CHARS);
  for (let offset = 0; offset < end && !done; offset += CHUNK_CHARS) {
    parser.write(html.slice(offset, Math.min(offset + CHUNK_CHARS, end)));
  }
  parser.end();
  return head;
}

// Invisible characters that can disguise text: C0/C1 controls, bidi marks, embeddings, overrides and
// isolates (which can make "gpj.exe" read as "exe.jpg"), and the byte order mark.
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Single-spaced, trimmed, without invisible characters, at most max UTF-16 units (ending in "…" if cut). */
function cleanText(text: string, max: number): string {
  const clean = text
    .toWellFormed()
    .normalize("NFC")
    .replace(/\s+/gu, " ") // before removing controls: tabs and newlines are spaces, not nothing
    .replace(INVISIBLE, "")
    .replace(/ {2,}/g, " ")
    .trim();
  if (clean.length <= max) return clean;
  // Cut between grapheme clusters, so a Vietnamese letter never loses its tone mark.
  let cut = "";
  for (const { segment } of graphemes.segment(clean)) {
    if (cut.length + segment.length > max - 1) break;
    cut += segment;
  }
  return `${cut.trimEnd()}…`;
}

/** href resolved against base, if the result is an http(s) URL no longer than the URL limit. */
function httpUrl(href: string, base: string): string | null {
  const url = URL.parse(href.trim(), base);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  return url.href.length <= PREVIEW_LIMITS.url ? url.href : null;
}

// The media a page names, as a fact-checker would look for them: its Open Graph and Twitter cards, its
// <video>, <audio>, <source> and posters, its pictures large enough to matter, and what its JSON-LD says
// of a VideoObject or ImageObject. HTML through htmlparser2, JSON-LD through JSON.parse: no pattern is
// run over a stranger's page. Runs in a worker thread (page-media-reader.ts).
import { Parser } from "htmlparser2";
import { resolveAddress } from "#app/lib/text/resolve-address.ts";
import type { DeclaredFacts, FoundIn, ListedMedia, MediaKind } from "../logic/media-listing.ts";
import { typeOfExtension } from "../logic/media-types.ts";
import { jsonLdMedia } from "./json-ld-media.ts";

export interface PageMedia {
  title?: string;
  items: ListedMedia[];
  /** More were named than are kept. */
  more: boolean;
}

/** Items kept per page: a gallery of thousands is listed by its first ones. */
export const MAX_ITEMS = 60;
/** A picture this small on both sides is an icon, a button or a spacer, not evidence. */
const MIN_PICTURE_SIDE = 200;
/** JSON-LD blocks read at most, and characters of each. */
const MAX_JSON_LD_BLOCKS = 20;
const MAX_JSON_LD_CHARS = 1_000_000;
const MAX_TITLE_CHARS = 500;

const META_SOURCES: Record<string, { foundIn: FoundIn; kind: MediaKind }> = {
  "og:video": { foundIn: "og:video", kind: "video" },
  "og:video:url": { foundIn: "og:video", kind: "video" },
  "og:video:secure_url": { foundIn: "og:video", kind: "video" },
  "og:image": { foundIn: "og:image", kind: "image" },
  "og:image:url": { foundIn: "og:image", kind: "image" },
  "og:image:secure_url": { foundIn: "og:image", kind: "image" },
  "og:audio": { foundIn: "og:audio", kind: "audio" },
  "og:audio:secure_url": { foundIn: "og:audio", kind: "audio" },
  "twitter:player:stream": { foundIn: "twitter:player:stream", kind: "video" },
  "twitter:image": { foundIn: "twitter:image", kind: "image" },
  "twitter:image:src": { foundIn: "twitter:image", kind: "image" },
};

const STREAM_TYPES = new Set([
  "application/vnd.apple.mpegurl",
  "application/x-mpegurl",
  "audio/mpegurl",
  "audio/x-mpegurl",
  "application/dash+xml",
]);

/** What an address is, judged from a declared type, else from its extension; undefined when neither tells. */
export function kindOf(url: string, type: string | undefined): MediaKind | undefined {
  const mime = (type ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (mime === "") {
    const path = URL.parse(url)?.pathname ?? "";
    const dot = path.lastIndexOf(".");
    const typed = dot === -1 ? undefined : typeOfExtension(path.slice(dot + 1).toLowerCase());
    return typed === undefined ? undefined : kindOf(url, typed);
  }
  if (STREAM_TYPES.has(mime)) return "stream";
  if (mime.startsWith("video/")) return "video";
  if (mime.startsWith("audio/")) return "audio";
  if (mime.startsWith("image/")) return "image";
  // A type that names something else (a player page, a document) is not media, whatever its extension.
  return undefined;
}

const positive = (text: string | undefined): number | undefined => {
  const value = Number.parseInt(text ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** Collects items by address: one address named twice is one item found in two places. */
class MediaList {
  readonly items = new Map<string, ListedMedia>();
  more = false;

  add(
    href: string | undefined,
    base: string,
    foundIn: FoundIn,
    fallback: MediaKind,
    extra: { type?: string; width?: number; height?: number; declared?: DeclaredFacts } = {},
  ): void {
    if (href === undefined) return;
    const url = resolveAddress(href, base);
    if (url === undefined) return;
    const known = this.items.get(url);
    if (known) {
      if (!known.foundIn.includes(foundIn)) known.foundIn.push(foundIn);
      known.type ??= extra.type;
      known.width ??= extra.width;
      known.height ??= extra.height;
      if (extra.declared) known.declared = { ...extra.declared, ...known.declared };
      return;
    }
    if (this.items.size >= MAX_ITEMS) {
      this.more = true;
      return;
    }
    // Where it was named decides only when neither its type nor its extension tells.
    const item: ListedMedia = { url, kind: kindOf(url, extra.type) ?? fallback, foundIn: [foundIn] };
    if (extra.type) item.type = extra.type;
    if (extra.width) item.width = extra.width;
    if (extra.height) item.height = extra.height;
    if (extra.declared) item.declared = extra.declared;
    this.items.set(url, item);
  }
}

/** Media, then pictures: what a person came for comes first, whatever order the page named them in. */
const ORDER: Record<MediaKind, number> = { video: 0, stream: 0, audio: 1, image: 2 };

/** The media `html` (the page at `pageUrl`) names, in the order a person looks for them. */
export function mediaInPage(html: string, pageUrl: string): PageMedia {
  const list = new MediaList();
  let base = pageUrl;
  let title = "";
  let inTitle = false;
  let jsonLd: string[] | undefined;
  let jsonLdChars = 0;
  const blocks: string[] = [];
  // <source> inside <video> or <audio> names that element's media; inside <picture>, a picture.
  let mediaParent: "video" | "audio" | "picture" | undefined;
  // og:video's declared type and size follow it as their own meta tags.
  let lastMeta: ListedMedia | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        switch (name) {
          case "base":
            if (attributes.href) base = resolveAddress(attributes.href, pageUrl) ?? base;
            break;
          case "title":
            inTitle = title === "";
            break;
          case "meta": {
            const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
            const content = attributes.content;
            const source = META_SOURCES[key];
            if (source && content) {
              list.add(content, base, source.foundIn, source.kind);
              lastMeta = list.items.get(resolveAddress(content, base) ?? "");
            } else if (lastMeta && content) {
              if (key.endsWith(":type")) lastMeta.type ??= content.trim().slice(0, 100);
              else if (key.endsWith(":width")) lastMeta.width ??= positive(content);
              else if (key.endsWith(":height")) lastMeta.height ??= positive(content);
            }
            break;
          }
          case "video":
          case "audio":
            mediaParent = name;
            list.add(attributes.src, base, name, name, {
              width: positive(attributes.width),
              height: positive(attributes.height),
            });
            if (name === "video") list.add(attributes.poster, base, "poster", "image");
            break;
          case "picture":
            mediaParent = "picture";
            break;
          case "source":
            if (mediaParent === "video" || mediaParent === "audio")
              list.add(attributes.src, base, "source", mediaParent, { type: attributes.type });
            break;
          case "img": {
            const width = positive(attributes.width);
            const height = positive(attributes.height);
            // Declared small on both sides: decoration. Undeclared: kept, its bytes will tell.
            if (
              width !== undefined &&
              height !== undefined &&
              width < MIN_PICTURE_SIDE &&
              height < MIN_PICTURE_SIDE
            )
              break;
            list.add(attributes.src, base, "img", "image", { width, height });
            break;
          }
          case "script":
            if (
              (attributes.type ?? "").trim().toLowerCase() === "application/ld+json" &&
              blocks.length < MAX_JSON_LD_BLOCKS
            ) {
              jsonLd = [];
              jsonLdChars = 0;
            }
            break;
        }
      },
      ontext(text) {
        if (inTitle && title.length < MAX_TITLE_CHARS) title += text;
        if (jsonLd && jsonLdChars < MAX_JSON_LD_CHARS) {
          jsonLd.push(text);
          jsonLdChars += text.length;
        }
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
        else if (name === "video" || name === "audio" || name === "picture") mediaParent = undefined;
        else if (name === "script" && jsonLd) {
          if (jsonLdChars <= MAX_JSON_LD_CHARS) blocks.push(jsonLd.join(""));
          jsonLd = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  for (const block of blocks) {
    let value: unknown;
    try {
      value = JSON.parse(block);
    } catch {
      continue; // a broken block says nothing
    }
    for (const found of jsonLdMedia(value)) {
      list.add(found.url, base, "json-ld", found.kind, {
        type: found.type,
        width: found.width,
        height: found.height,
        declared: found.declared,
      });
    }
  }

  const items = [...list.items.values()].sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  const text = title.replace(/\s+/g, " ").trim().slice(0, MAX_TITLE_CHARS);
  return { ...(text ? { title: text } : {}), items, more: list.more };
}

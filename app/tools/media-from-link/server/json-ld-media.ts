// The media objects a page's JSON-LD describes (schema.org VideoObject, ImageObject, AudioObject, and the
// `video`, `image` and `audio` of an article), with what it declares of them: name, upload date, author.
// A stranger's JSON: walked with bounds on depth and nodes, every value checked before it is used.
import type { DeclaredFacts, MediaKind } from "../logic/media-listing.ts";

export interface JsonLdMedia {
  url: string;
  kind: MediaKind;
  type?: string;
  width?: number;
  height?: number;
  declared?: DeclaredFacts;
}

const MAX_DEPTH = 12;
const MAX_NODES = 5000;
const MAX_FACT_CHARS = 500;

const KIND_OF_TYPE: Record<string, MediaKind> = {
  VideoObject: "video",
  ImageObject: "image",
  AudioObject: "audio",
  MediaObject: "video",
};
/** An article's own properties that name media, and what they name. */
const KIND_OF_PROPERTY: Record<string, MediaKind> = { video: "video", image: "image", audio: "audio" };

/** Read already, or about people and publishers (their photos and logos are not the post's media). */
const SKIPPED = new Set([
  "contentUrl",
  "url",
  "thumbnailUrl",
  "@context",
  "author",
  "creator",
  "publisher",
  "logo",
]);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim().slice(0, MAX_FACT_CHARS) || undefined;
  if (Array.isArray(value)) return text(value[0]);
  if (isObject(value)) return text(value.name ?? value["@value"]);
  return undefined;
}

/** "Jane Doe", or "Jane Doe, Agence X" for several. */
function names(value: unknown): string | undefined {
  const all = (Array.isArray(value) ? value : [value]).slice(0, 10).map(text).filter(Boolean);
  return all.length > 0 ? all.join(", ").slice(0, MAX_FACT_CHARS) : undefined;
}

function size(value: unknown): number | undefined {
  const raw = isObject(value) ? value.value : value;
  const number = typeof raw === "number" ? raw : Number.parseInt(typeof raw === "string" ? raw : "", 10);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : undefined;
}

function typesOf(node: JsonObject): string[] {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).filter((entry): entry is string => typeof entry === "string");
}

function declaredOf(node: JsonObject): DeclaredFacts | undefined {
  const facts: DeclaredFacts = {};
  const name = text(node.name ?? node.headline);
  const description = text(node.description ?? node.caption);
  const uploadDate = text(node.uploadDate ?? node.datePublished);
  const author = names(node.author ?? node.creator);
  const duration = text(node.duration);
  if (name) facts.name = name;
  if (description) facts.description = description;
  if (uploadDate) facts.uploadDate = uploadDate;
  if (author) facts.author = author;
  if (duration) facts.duration = duration;
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/** Every media object in a parsed JSON-LD value, in document order. */
export function jsonLdMedia(root: unknown): JsonLdMedia[] {
  const found: JsonLdMedia[] = [];
  let nodes = 0;
  const visit = (value: unknown, depth: number, implied: MediaKind | undefined): void => {
    if (depth > MAX_DEPTH || ++nodes > MAX_NODES) return;
    if (typeof value === "string") {
      // `"image": "https://…"` on an article: an address with nothing said of it.
      if (implied) found.push({ url: value, kind: implied });
      return;
    }
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry, depth + 1, implied);
      return;
    }
    if (!isObject(value)) return;
    const kind =
      typesOf(value)
        .map((type) => KIND_OF_TYPE[type])
        .find(Boolean) ?? implied;
    if (kind) {
      const declared = declaredOf(value);
      const extra = {
        ...(typeof value.encodingFormat === "string" ? { type: value.encodingFormat.slice(0, 100) } : {}),
        ...(size(value.width) ? { width: size(value.width) } : {}),
        ...(size(value.height) ? { height: size(value.height) } : {}),
        ...(declared ? { declared } : {}),
      };
      for (const url of [value.contentUrl, value.url].flat()) {
        if (typeof url === "string") {
          found.push({ url, kind, ...extra });
          break; // contentUrl is the file; url only when there is no contentUrl
        }
      }
      if (kind === "video") visit(value.thumbnailUrl, depth + 1, "image");
    }
    for (const [key, entry] of Object.entries(value)) {
      if (SKIPPED.has(key)) continue;
      visit(entry, depth + 1, KIND_OF_PROPERTY[key]);
    }
  };
  visit(root, 0, undefined);
  return found;
}

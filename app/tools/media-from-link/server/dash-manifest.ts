// DASH manifests (MPD, ISO/IEC 23009-1) read with a real XML parser: the first period's video and audio
// representations, each as one file (SegmentBase, or a BaseURL alone) or as an init section and the
// segments its SegmentTemplate or SegmentList names, every address resolved through the BaseURL chain.
import { DOMParser, type Element } from "@xmldom/xmldom";
import { MediaFailed } from "./media-failed.ts";
import { MAX_MANIFEST_BYTES, MAX_SEGMENTS } from "./media-fetch.ts";
import type { ByteRange, Part, Segment } from "./stream-part.ts";

export interface DashRendition {
  id: string;
  kind: "video" | "audio";
  /** A file of its own (SegmentBase, or a BaseURL alone): handed on as it is, whole. */
  url?: string;
  init?: Part;
  segments?: Segment[];
  bandwidth?: number;
  width?: number;
  height?: number;
  codecs?: string;
  mime?: string;
  /** ContentProtection on it or its adaptation set: we never decrypt. */
  encrypted: boolean;
}

export interface DashManifest {
  /** type="dynamic": what is listed now, taken once. */
  live: boolean;
  /** Seconds (mediaPresentationDuration, or the first period's own). */
  duration?: number;
  /** Periods in the manifest; only the first is read. */
  periods: number;
  renditions: DashRendition[];
}

/** `text` as a manifest fetched from `base`; MediaFailed when it is none, or one too large to join. */
export function parseDash(text: string, base: URL): DashManifest {
  if (text.length > MAX_MANIFEST_BYTES) {
    throw new MediaFailed("manifest_too_large", `a manifest over ${MAX_MANIFEST_BYTES} bytes`);
  }
  const mpd = documentElement(text);
  const live = mpd.getAttribute("type") === "dynamic";
  const periods = children(mpd, "Period");
  const period = periods[0];
  if (!period) throw new MediaFailed("not_a_stream", "a manifest without a Period");
  const start = isoDuration(attribute(period, "start") ?? "PT0S") ?? 0;
  const total = isoDuration(attribute(mpd, "mediaPresentationDuration") ?? "");
  const duration =
    isoDuration(attribute(period, "duration") ?? "") ?? (total === undefined ? undefined : total - start);
  const periodBase = baseUrl(period, baseUrl(mpd, base));
  const renditions: DashRendition[] = [];
  for (const set of children(period, "AdaptationSet")) {
    const setBase = baseUrl(set, periodBase);
    for (const representation of children(set, "Representation")) {
      const rendition = readRepresentation(
        { period, set, representation },
        baseUrl(representation, setBase),
        duration,
        live,
        renditions.length,
      );
      if (rendition) renditions.push(rendition);
    }
  }
  return { live, ...(duration === undefined ? {} : { duration }), periods: periods.length, renditions };
}

function documentElement(text: string): Element {
  const fail = (detail: string) => new MediaFailed("not_a_stream", `not a DASH manifest: ${detail}`);
  let root: Element | null;
  try {
    root = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw fail(message);
      },
    }).parseFromString(text, "text/xml").documentElement;
  } catch (error) {
    throw error instanceof MediaFailed ? error : fail(String(error));
  }
  if (root?.localName !== "MPD") throw fail(`its root is ${root?.localName ?? "nothing"}`);
  return root;
}

function children(element: Element, name: string): Element[] {
  const found: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.ELEMENT_NODE && (node as Element).localName === name) {
      found.push(node as Element);
    }
  }
  return found;
}

function attribute(element: Element | undefined, name: string): string | undefined {
  return element?.hasAttribute(name) ? (element.getAttribute(name) ?? undefined) : undefined;
}

function number(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** `element`'s first BaseURL resolved against its parent's base; the parent's base when it has none. */
function baseUrl(element: Element, parent: URL): URL {
  const text = children(element, "BaseURL")[0]?.textContent?.trim();
  if (!text) return parent;
  const url = URL.parse(text, parent);
  if (!url) throw new MediaFailed("not_a_stream", `a BaseURL that is no address: ${text.slice(0, 200)}`);
  return url;
}

/**
 * An ISO 8601 duration (`PT1H2M3.5S`, `P1DT2H`) in seconds, read character by character; undefined when
 * it is none. Years and months count as 365 and 30 days: no manifest means them.
 */
export function isoDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith("P") || trimmed.length < 3) return undefined;
  let seconds = 0;
  let digits = "";
  let inTime = false;
  for (const character of trimmed.slice(1)) {
    if ((character >= "0" && character <= "9") || character === ".") {
      digits += character;
      continue;
    }
    if (character === "T" && !inTime && digits === "") {
      inTime = true;
      continue;
    }
    const value = number(digits);
    const unit = (inTime ? TIME_UNITS : DATE_UNITS).get(character);
    if (value === undefined || unit === undefined) return undefined;
    seconds += value * unit;
    digits = "";
  }
  return digits === "" ? seconds : undefined;
}

const DAY = 86_400;
const DATE_UNITS = new Map([
  ["Y", 365 * DAY],
  ["M", 30 * DAY],
  ["W", 7 * DAY],
  ["D", DAY],
]);
const TIME_UNITS = new Map([
  ["H", 3600],
  ["M", 60],
  ["S", 1],
]);

/** The values a template may name ($RepresentationID$, $Number$, $Time$, $Bandwidth$). */
type TemplateValues = Partial<Record<"RepresentationID" | "Number" | "Time" | "Bandwidth", string | number>>;

/** Widest `%0Nd` taken: a number is never wider, and a wider one would only make a long string. */
const MAX_NUMBER_WIDTH = 32;

/** `template` with each `$Name$` or `$Name%0Nd$` replaced and `$$` made `$`, scanned once. */
export function expandTemplate(template: string, values: TemplateValues): string {
  let out = "";
  let at = 0;
  for (;;) {
    const open = template.indexOf("$", at);
    if (open === -1) return out + template.slice(at);
    const close = template.indexOf("$", open + 1);
    if (close === -1) throw new MediaFailed("not_a_stream", "a segment template with an unclosed $");
    out += template.slice(at, open);
    const identifier = template.slice(open + 1, close);
    at = close + 1;
    if (identifier === "") {
      out += "$";
      continue;
    }
    const percent = identifier.indexOf("%");
    const name = percent === -1 ? identifier : identifier.slice(0, percent);
    const value = values[name as keyof TemplateValues];
    if (value === undefined) throw new MediaFailed("not_a_stream", `a template naming $${name}$`);
    out += percent === -1 ? String(value) : padded(value, identifier.slice(percent));
  }
}

/** `%0Nd` (the one format DASH allows): `value` with zeros in front up to N digits. */
function padded(value: string | number, format: string): string {
  const width = format.startsWith("%0") && format.endsWith("d") ? number(format.slice(2, -1)) : undefined;
  if (width === undefined || width > MAX_NUMBER_WIDTH || !Number.isInteger(width)) {
    throw new MediaFailed("not_a_stream", `a template format ${format.slice(0, 20)}`);
  }
  return String(value).padStart(width, "0");
}

const VIDEO_CODECS = ["avc", "hvc", "hev", "vp0", "vp8", "vp9", "av01", "dvh"];
const AUDIO_CODECS = ["mp4a", "opus", "ac-3", "ec-3", "flac", "vorbis"];

function kindOf(contentType: string | undefined, mime: string | undefined, codecs: string | undefined) {
  const declared = contentType ?? mime?.slice(0, mime.indexOf("/"));
  if (declared === "video" || declared === "audio") return declared;
  if (declared) return undefined;
  if (VIDEO_CODECS.some((prefix) => codecs?.startsWith(prefix))) return "video";
  if (AUDIO_CODECS.some((prefix) => codecs?.startsWith(prefix))) return "audio";
  return undefined;
}

interface Levels {
  period: Element;
  set: Element;
  representation: Element;
}

/** A representation as a rendition; undefined for what is neither video nor audio (subtitles, thumbnails). */
function readRepresentation(
  levels: Levels,
  base: URL,
  duration: number | undefined,
  live: boolean,
  index: number,
): DashRendition | undefined {
  const { set, representation } = levels;
  const inherited = (name: string) => attribute(representation, name) ?? attribute(set, name);
  const mime = inherited("mimeType");
  const codecs = inherited("codecs");
  const kind = kindOf(inherited("contentType"), mime, codecs);
  if (!kind) return undefined;
  const id = attribute(representation, "id") ?? String(index);
  const bandwidth = number(attribute(representation, "bandwidth"));
  const rendition: DashRendition = {
    id,
    kind,
    bandwidth,
    width: number(inherited("width")),
    height: number(inherited("height")),
    codecs,
    mime,
    encrypted:
      children(set, "ContentProtection").length > 0 ||
      children(representation, "ContentProtection").length > 0,
  };
  const values = { RepresentationID: id, Bandwidth: bandwidth ?? 0 };
  const order = [levels.representation, levels.set, levels.period];
  const templates = order.flatMap((element) => children(element, "SegmentTemplate"));
  if (templates.length > 0) {
    return { ...rendition, ...fromTemplate(templates, base, values, duration, live) };
  }
  const list = order.flatMap((element) => children(element, "SegmentList"));
  if (list.length > 0) return { ...rendition, ...fromList(list, base) };
  return { ...rendition, url: base.href };
}

/** A template's attribute, the most specific level first (a representation's overrides its set's). */
function templateAttribute(templates: Element[], name: string): string | undefined {
  for (const template of templates) {
    const value = attribute(template, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

function resolvedPart(url: string, base: URL, range?: ByteRange): Part {
  const resolved = URL.parse(url, base);
  if (!resolved) throw new MediaFailed("not_a_stream", `not an address: ${url.slice(0, 200)}`);
  return { url: resolved.href, ...(range ? { range } : {}) };
}

function tooMany(count: number): void {
  if (count > MAX_SEGMENTS) {
    throw new MediaFailed("too_many_segments", `more than ${MAX_SEGMENTS} segments`);
  }
}

/** A segment's start and length, in the template's timescale. */
interface Slot {
  time: number;
  length: number;
}

function fromTemplate(
  templates: Element[],
  base: URL,
  values: { RepresentationID: string; Bandwidth: number },
  duration: number | undefined,
  live: boolean,
): Pick<DashRendition, "init" | "segments"> {
  const read = (name: string) => templateAttribute(templates, name);
  const timescale = number(read("timescale")) || 1;
  const startNumber = number(read("startNumber")) ?? 1;
  const offset = number(read("presentationTimeOffset")) ?? 0;
  const media = read("media");
  if (media === undefined) throw new MediaFailed("not_a_stream", "a SegmentTemplate without media");
  const end = duration === undefined ? undefined : offset + duration * timescale;
  const timeline = templates.flatMap((template) => children(template, "SegmentTimeline"))[0];
  let slots: Slot[];
  if (timeline) {
    slots = timelineSlots(children(timeline, "S"), end);
  } else {
    const length = number(read("duration"));
    if (!length) throw new MediaFailed("not_a_stream", "a SegmentTemplate without duration or timeline");
    // A live template's numbers run with the clock: nothing says which are there now.
    if (live || end === undefined) {
      throw new MediaFailed("unsupported", "a live DASH stream numbered by the clock");
    }
    // A hair under, so 20 s in 2-second segments is 10, not 11 from rounding.
    const count = Math.ceil((end - offset) / length - 1e-9);
    tooMany(count);
    slots = Array.from({ length: count }, (_, k) => ({ time: offset + k * length, length }));
  }
  const initialization =
    read("initialization") ??
    attribute(templates.flatMap((template) => children(template, "Initialization"))[0], "sourceURL");
  return {
    ...(initialization === undefined
      ? {}
      : { init: resolvedPart(expandTemplate(initialization, values), base) }),
    segments: slots.map(({ time, length }, k) => ({
      ...resolvedPart(expandTemplate(media, { ...values, Number: startNumber + k, Time: time }), base),
      duration: length / timescale,
    })),
  };
}

/** A SegmentTimeline's segments: each S is `d` long from `t` (or where the last ended), `r` more times. */
function timelineSlots(entries: Element[], end: number | undefined): Slot[] {
  const slots: Slot[] = [];
  let time = 0;
  entries.forEach((entry, k) => {
    time = number(attribute(entry, "t")) ?? time;
    const length = number(attribute(entry, "d"));
    if (!length) throw new MediaFailed("not_a_stream", "a SegmentTimeline S without a duration");
    const repeat = Number(attribute(entry, "r") ?? "0");
    let count: number;
    if (repeat < 0) {
      // r=-1: repeated up to the next S's start, or the period's end.
      const until = number(attribute(entries[k + 1], "t")) ?? end;
      if (until === undefined) {
        throw new MediaFailed("unsupported", "a timeline repeated to a period end that is not given");
      }
      count = Math.max(0, Math.ceil((until - time) / length - 1e-9));
    } else if (Number.isInteger(repeat)) {
      count = repeat + 1;
    } else {
      throw new MediaFailed("not_a_stream", "a SegmentTimeline S with a repeat that is no number");
    }
    tooMany(slots.length + count);
    for (let n = 0; n < count; n++) slots.push({ time: time + n * length, length });
    time += count * length;
  });
  return slots;
}

/** `first-last` (a DASH range, both ends inclusive) as a byte range. */
function dashRange(text: string | undefined): ByteRange | undefined {
  if (text === undefined) return undefined;
  const dash = text.indexOf("-");
  const first = number(text.slice(0, dash));
  const last = number(text.slice(dash + 1));
  if (dash === -1 || first === undefined || last === undefined || last < first) {
    throw new MediaFailed("not_a_stream", `a byte range that is none: ${text.slice(0, 100)}`);
  }
  return { offset: first, length: last - first + 1 };
}

function fromList(lists: Element[], base: URL): Pick<DashRendition, "init" | "segments"> {
  const timescale = number(templateAttribute(lists, "timescale")) || 1;
  const length = number(templateAttribute(lists, "duration")) ?? 0;
  const initialization = lists.flatMap((list) => children(list, "Initialization"))[0];
  const urls = children(lists[0] as Element, "SegmentURL");
  tooMany(urls.length);
  const init = initialization
    ? resolvedPart(
        attribute(initialization, "sourceURL") ?? base.href,
        base,
        dashRange(attribute(initialization, "range")),
      )
    : undefined;
  return {
    ...(init ? { init } : {}),
    segments: urls.map((segment) => ({
      ...resolvedPart(
        attribute(segment, "media") ?? base.href,
        base,
        dashRange(attribute(segment, "mediaRange")),
      ),
      duration: length / timescale,
    })),
  };
}

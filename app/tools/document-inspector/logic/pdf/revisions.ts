// The revisions of a PDF: a file saved "on top of itself" keeps every earlier version, each save
// appending its objects, a cross-reference section and a trailer whose /Prev points back. This walks
// that chain from the last `startxref`, checks it against the `%%EOF` markers, and tells for each save
// which objects it added, replaced or freed, and what they are. pdf.js does not expose any of this.
import { type FontsReport, type Resolve, readFonts } from "./fonts.ts";
import { type ObjectFacts, type ObjectKind, objectFacts, shortText } from "./object-kind.ts";
import { ObjectPeeker, type Peeked, type PeekFailure } from "./object-peek.ts";
import type { InflateBudget } from "./stream.ts";
import {
  indexOfWord,
  integerOf,
  isDict,
  isRef,
  isString,
  keywordAt,
  lastIndexOfWord,
  nameOf,
  type PdfDict,
  type PdfValue,
  readObjectHeader,
  readUint,
  readValue,
  skipWhite,
  toHex,
} from "./syntax.ts";
import { readXrefSection, type XrefEntry, type XrefSection } from "./xref.ts";

/** A reference to an object: number and generation. */
export interface ObjectRef {
  num: number;
  gen: number;
}

/** Where an object's bytes are: at a file offset, or the `index`-th object of object stream `stream`. */
export type ObjectLocation = { offset: number } | { stream: number; index: number };

/** One object a revision's cross-reference defines or frees. */
export interface RevisionObject extends ObjectFacts {
  num: number;
  gen: number;
  /** New in this revision, a replacement of an earlier revision's object, or freed (deleted) here. */
  change: "new" | "replaced" | "freed";
  /** The earlier revision (1-based) whose object this one replaces or frees. */
  replaces?: number;
  /** Where it is; absent for a freed object. */
  location?: ObjectLocation;
}

/** The trailer's facts for one revision. */
export interface TrailerFacts {
  root?: ObjectRef;
  info?: ObjectRef;
  /** The two halves of /ID, lower-case hex. */
  id?: [string, string];
  /** /Encrypt is present: strings and streams are encrypted. */
  encrypted: boolean;
  /** The /Size it declares. */
  size?: number;
}

/** What a revision changed, counted by kind of object. */
export interface RevisionSummary {
  /** Objects of each kind this revision added or replaced (kinds with none are absent). */
  counts: Partial<Record<ObjectKind, { added: number; replaced: number }>>;
  /** Objects freed (deleted) by this revision. */
  freed: number;
  /** Objects its cross-reference lists again, unchanged, from an earlier revision (not listed in `objects`). */
  relisted: number;
  /** Form fields this revision added or replaced that hold a short value. */
  formValues: { name?: string; value: string }[];
  /** The document information dictionary (/Info) was replaced or added by this (not the first) revision. */
  infoChanged: boolean;
  /** An XMP metadata stream was replaced or added by this (not the first) revision. */
  metadataChanged: boolean;
}

/** How this revision's /ID compares with the previous revision's. */
export type IdChange =
  | "first-kept" // the normal sign of an update of the same document
  | "unchanged"
  | "both-changed"
  | "no-id";

/** One save of the file. */
export interface Revision {
  /** 1 is the original file. */
  index: number;
  /** Its bytes are [start, end): end is just after its `%%EOF` and that line's end. */
  start: number;
  end: number;
  /** Its `%%EOF` was found (false: the file ends without one, e.g. truncated). */
  eofFound: boolean;
  /** The cross-reference section the chain (or a `startxref`) names for it. */
  xref: { offset: number; kind: "table" | "stream" };
  /** Sections read with it: a hybrid file's /XRefStm, a linearized file's main section. */
  otherXref: { offset: number; kind: "table" | "stream"; role: "hybrid-stream" | "linearized-main" }[];
  /** False when no /Prev chain from the last `startxref` reaches it (found through a `%%EOF` marker). */
  chained: boolean;
  /** This is a linearized original: its first-page section and main section are one save. */
  linearized: boolean;
  trailer: TrailerFacts;
  /** Against the previous revision; absent for the first. */
  idChange?: IdChange;
  /** Short text entries of the information dictionary, when this revision defines it. */
  info?: Record<string, string>;
  objects: RevisionObject[];
  summary: RevisionSummary;
}

/** Something wrong with the file's structure; `at` is a byte offset, `revision` a 1-based index. */
export interface RevisionProblem {
  kind:
    | "no-startxref"
    | "xref-offset-outside"
    | "xref-broken"
    | "xref-stream-undecodable"
    | "prev-loop"
    | "too-many-revisions"
    | "too-many-objects"
    | "too-many-problems"
    | "unchained-revision"
    | "missing-eof"
    | "trailing-data"
    | "size-absurd"
    | "revisions-out-of-order"
    | "object-offset-outside"
    | "object-not-found"
    | "object-unreadable"
    | "object-stream-unreadable";
  at?: number;
  revision?: number;
}

/** All the revisions of a file, oldest first, and what was wrong on the way. */
export interface RevisionsReport {
  revisions: Revision[];
  /** The file starts with a linearization dictionary ("fast web view"). */
  linearized: boolean;
  /** Offsets just after each `%%EOF` marker (and its end of line) in the file. */
  eofMarkers: number[];
  /** The fonts of the file as its last save left it. */
  fonts: FontsReport;
  /** Bytes after the last revision's end (an interrupted save, or something appended). */
  trailingBytes: number;
  problems: RevisionProblem[];
}

/** Thrown when the bytes are not a PDF at all (no `%PDF-` in the first 1024 bytes). */
export class NotAPdfError extends Error {
  constructor() {
    super("Not a PDF file: no %PDF- header.");
  }
}

const MAX_REVISIONS = 1000;
const MAX_ENTRIES = 300_000;
const MAX_PROBLEMS = 200;
const MAX_EOF_MARKERS = 10_000;
const MAX_INFLATE_TOTAL = 128 * 1024 * 1024;
/** More objects than PDF allows (2^23 − 1) in /Size is a sign of a forged or broken trailer. */
const MAX_SIZE = 8_388_607;
/** How far before a `%%EOF` its `startxref` may be. */
const STARTXREF_REACH = 64;

/** A group of sections that make one save, newest-read first. */
interface SectionGroup {
  /** The section the chain (or a `startxref`) names. */
  main: XrefSection;
  /** Sections read with it: a hybrid file's /XRefStm, a linearized file's main section. */
  others: { section: XrefSection; role: "hybrid-stream" | "linearized-main" }[];
  chained: boolean;
  linearized: boolean;
}

class Problems {
  readonly list: RevisionProblem[] = [];
  add(problem: RevisionProblem) {
    if (this.list.length < MAX_PROBLEMS) this.list.push(problem);
    else if (this.list.length === MAX_PROBLEMS) this.list.push({ kind: "too-many-problems" });
  }
}

/** Reads every revision of a PDF. Throws NotAPdfError only; anything else wrong is a problem in the report. */
export function readRevisions(bytes: Uint8Array): RevisionsReport {
  const header = indexOfWord(bytes, "%PDF-", 0, 1024 + 5);
  if (header < 0) throw new NotAPdfError();
  const problems = new Problems();
  const budget: InflateBudget = { remaining: MAX_INFLATE_TOTAL };
  const eofMarkers = findEofMarkers(bytes);
  const firstPageXref = linearizedFirstPageXref(bytes, header);
  const walk = new ChainWalk(bytes, budget, problems, firstPageXref);

  const startxref = lastIndexOfWord(bytes, "startxref");
  const lastOffset = startxref < 0 ? null : readUint(bytes, skipWhite(bytes, startxref + "startxref".length));
  if (!lastOffset) problems.add({ kind: "no-startxref" });
  else walk.from(lastOffset.value, true);
  // Saves no /Prev chain reaches (a broken chain, a full rewrite appended) still end with `startxref N %%EOF`.
  for (const marker of eofMarkers) {
    const before = lastIndexOfWord(bytes, "startxref", marker.at);
    if (before < 0 || marker.at - before > STARTXREF_REACH) continue;
    const offset = readUint(bytes, skipWhite(bytes, before + "startxref".length));
    if (offset && offset.value > 0 && !walk.visited.has(offset.value)) {
      problems.add({ kind: "unchained-revision", at: offset.value });
      walk.from(offset.value, false);
    }
  }

  const { revisions, fonts } = buildRevisions(bytes, walk.groups, eofMarkers, problems, budget);
  const lastEnd = revisions.at(-1)?.end ?? 0;
  const trailingBytes = trailingAfter(bytes, lastEnd);
  if (revisions.length > 0 && trailingBytes > 0) problems.add({ kind: "trailing-data", at: lastEnd });
  return {
    revisions,
    linearized: firstPageXref !== null,
    eofMarkers: eofMarkers.map((marker) => marker.end),
    fonts,
    trailingBytes,
    problems: problems.list,
  };
}

/**
 * The file as it was when `revision` was saved: its bytes up to that revision's end, a copy of them, or
 * the part of a Blob (the worker cuts the chosen file: pdf.js took its bytes).
 */
export function revisionBytes<T extends Uint8Array | Blob>(file: T, revision: Pick<Revision, "end">): T {
  const size = file instanceof Blob ? file.size : file.length;
  return file.slice(0, Math.min(size, Math.max(0, revision.end))) as T;
}

/** Each `%%EOF`: where it is and where it ends, its end of line included. */
function findEofMarkers(bytes: Uint8Array): { at: number; end: number }[] {
  const markers: { at: number; end: number }[] = [];
  for (let at = indexOfWord(bytes, "%%EOF", 0); at >= 0 && markers.length < MAX_EOF_MARKERS; ) {
    let end = at + 5;
    if (bytes[end] === 0x0d) end++;
    if (bytes[end] === 0x0a) end++;
    markers.push({ at, end });
    at = indexOfWord(bytes, "%%EOF", end);
  }
  return markers;
}

/** Where a linearized file's first-page cross-reference starts (just after the linearization dictionary), or null. */
function linearizedFirstPageXref(bytes: Uint8Array, header: number): number | null {
  const object = readObjectHeader(bytes, skipWhite(bytes, header));
  const dict = object ? readValue(bytes, object.end) : null;
  if (!dict || !isDict(dict.value) || !dict.value.dict.has("Linearized")) return null;
  const endobj = skipWhite(bytes, dict.end);
  return keywordAt(bytes, endobj, "endobj") ? skipWhite(bytes, endobj + "endobj".length) : null;
}

/** Follows /Prev chains, reading each section once; a linearized first page takes its main section along. */
class ChainWalk {
  readonly visited = new Set<number>();
  readonly groups: SectionGroup[] = [];
  private entries = 0;

  private readonly bytes: Uint8Array;
  private readonly budget: InflateBudget;
  private readonly problems: Problems;
  private readonly firstPageXref: number | null;

  constructor(bytes: Uint8Array, budget: InflateBudget, problems: Problems, firstPageXref: number | null) {
    this.bytes = bytes;
    this.budget = budget;
    this.problems = problems;
    this.firstPageXref = firstPageXref;
  }

  from(start: number, chained: boolean) {
    let offset: number | undefined = start;
    while (offset !== undefined) {
      if (this.visited.has(offset)) {
        this.problems.add({ kind: "prev-loop", at: offset });
        return;
      }
      if (this.groups.length >= MAX_REVISIONS) {
        this.problems.add({ kind: "too-many-revisions", at: offset });
        return;
      }
      const section = this.read(offset);
      if (!section) return;
      const group: SectionGroup = { main: section, others: [], chained, linearized: false };
      this.groups.push(group);
      const hybrid = integerOf(section.trailer, "XRefStm");
      if (section.kind === "table" && hybrid !== undefined && !this.visited.has(hybrid)) {
        const stream = this.read(hybrid);
        if (stream) this.add(group, stream, "hybrid-stream");
      }
      offset = integerOf(section.trailer, "Prev");
      if (offset !== undefined && this.isFirstPage(section) && offset > section.offset) {
        // A linearized file's first-page section points to its main section: both are the original save.
        group.linearized = true;
        if (this.visited.has(offset)) return;
        const main = this.read(offset);
        if (!main) return;
        this.add(group, main, "linearized-main");
        offset = integerOf(main.trailer, "Prev");
      }
    }
  }

  private isFirstPage(section: XrefSection) {
    return this.firstPageXref !== null && skipWhite(this.bytes, section.offset) === this.firstPageXref;
  }

  private add(group: SectionGroup, section: XrefSection, role: "hybrid-stream" | "linearized-main") {
    group.others.push({ section, role });
  }

  private read(offset: number): XrefSection | null {
    this.visited.add(offset);
    const section = readXrefSection(this.bytes, offset, this.budget, MAX_ENTRIES - this.entries);
    if (typeof section === "string") {
      this.problems.add({ kind: section, at: offset });
      return null;
    }
    this.entries += section.entries.length;
    if (this.entries >= MAX_ENTRIES) this.problems.add({ kind: "too-many-objects", at: offset });
    return section;
  }
}

/** Bytes after `end` that are more than white space. */
function trailingAfter(bytes: Uint8Array, end: number): number {
  return skipWhite(bytes, end) >= bytes.length ? 0 : bytes.length - end;
}

const refOf = (value: PdfValue | undefined): ObjectRef | undefined =>
  isRef(value) ? { num: value.num, gen: value.gen } : undefined;

const sectionsOf = (group: SectionGroup) => [group.main, ...group.others.map((other) => other.section)];

/** The trailer facts of a group: its sections' trailers, the one the chain names first winning. */
function trailerFacts(group: SectionGroup): TrailerFacts {
  const get = (key: string) => {
    for (const section of sectionsOf(group)) {
      const value = section.trailer.dict.get(key);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const root = refOf(get("Root"));
  const info = refOf(get("Info"));
  const idValue = get("ID");
  const size = get("Size");
  let id: [string, string] | undefined;
  if (Array.isArray(idValue) && isString(idValue[0]) && isString(idValue[1]))
    id = [toHex(idValue[0].bytes), toHex(idValue[1].bytes)];
  return {
    ...(root && { root }),
    ...(info && { info }),
    ...(id && { id }),
    encrypted: get("Encrypt") !== undefined,
    ...(typeof size === "number" && { size }),
  };
}

function idChange(previous: TrailerFacts, current: TrailerFacts): IdChange {
  if (!previous.id || !current.id) return "no-id";
  if (previous.id[0] !== current.id[0]) return "both-changed";
  return previous.id[1] === current.id[1] ? "unchanged" : "first-kept";
}

/** The end of the save whose cross-reference ends at `sectionEnd`: just after the next `%%EOF`. */
function saveEnd(markers: { at: number; end: number }[], sectionEnd: number): number | null {
  for (const marker of markers) if (marker.at >= sectionEnd) return marker.end;
  return null;
}

/** A group's entries, one per object number: the first section's entry wins, a hybrid stream fills its frees. */
function mergedEntries(group: SectionGroup): XrefEntry[] {
  const byNumber = new Map<number, XrefEntry>();
  for (const section of sectionsOf(group)) {
    for (const entry of section.entries) {
      if (entry.num === 0) continue;
      const known = byNumber.get(entry.num);
      if (!known || (known.kind === "free" && entry.kind !== "free")) byNumber.set(entry.num, entry);
    }
  }
  return [...byNumber.values()].sort((a, b) => a.num - b.num);
}

/** The latest in-use definition of each object number, as revisions are applied oldest first. */
interface Definition {
  entry: Exclude<XrefEntry, { kind: "free" }>;
  revision: number;
}

const sameLocation = (a: XrefEntry, b: XrefEntry) =>
  a.gen === b.gen &&
  ((a.kind === "offset" && b.kind === "offset" && a.offset === b.offset) ||
    (a.kind === "compressed" && b.kind === "compressed" && a.stream === b.stream && a.index === b.index));

function buildRevisions(
  bytes: Uint8Array,
  groups: SectionGroup[],
  markers: { at: number; end: number }[],
  problems: Problems,
  budget: InflateBudget,
): { revisions: Revision[]; fonts: FontsReport } {
  const placed = groups.map((group) => {
    const end = saveEnd(markers, Math.max(...sectionsOf(group).map((section) => section.end)));
    return { group, end: end ?? bytes.length, eofFound: end !== null };
  });
  // Chain order is newest first; the file's order is what the revisions are numbered by.
  const chainOrder = placed.filter((item) => item.group.chained);
  if (chainOrder.some((item, i) => i > 0 && item.end > (chainOrder[i - 1]?.end ?? 0)))
    problems.add({ kind: "revisions-out-of-order" });
  placed.sort((a, b) => a.end - b.end || a.group.main.offset - b.group.main.offset);

  const peeker = new ObjectPeeker(bytes, budget);
  const current = new Map<number, Definition>();
  const pageContents = new Set<number>();
  /** Font dictionaries in their latest version, by object number. */
  const fontDicts = new Map<number, { dict: PdfDict; revision: number }>();
  const revisions: Revision[] = [];
  let start = 0;
  for (const [i, { group, end, eofFound }] of placed.entries()) {
    const index = i + 1;
    const trailer = trailerFacts(group);
    if (!eofFound) problems.add({ kind: "missing-eof", revision: index });
    if (trailer.size !== undefined && (trailer.size < 0 || trailer.size > MAX_SIZE))
      problems.add({ kind: "size-absurd", revision: index });
    const previous = revisions.at(-1);
    const objects = defineObjects(mergedEntries(group), index, current);
    const peeked = peekAll(objects, peeker, current, problems, index);
    for (const [k, object] of objects.entries()) collectContents(peeked[k], object, pageContents);
    const info: Record<string, string> = {};
    for (const [k, object] of objects.entries()) {
      const look = peeked[k];
      if (object.change !== "relisted") fontDicts.delete(object.num);
      if (object.change === "freed" || look === undefined) continue;
      Object.assign(
        object,
        objectFacts(
          look.value,
          look.isStream,
          {
            isRoot: trailer.root?.num === object.num,
            isInfo: trailer.info?.num === object.num,
            isPageContent: pageContents.has(object.num),
          },
          trailer.encrypted,
        ),
      );
      if (object.kind === "info" && isDict(look.value)) Object.assign(info, infoEntries(look.value, trailer));
      if (object.kind === "font" && isDict(look.value))
        fontDicts.set(object.num, { dict: look.value, revision: index });
    }
    revisions.push({
      index,
      start: Math.min(start, end),
      end,
      eofFound,
      xref: { offset: group.main.offset, kind: group.main.kind },
      otherXref: group.others.map(({ section, role }) => ({
        offset: section.offset,
        kind: section.kind,
        role,
      })),
      chained: group.chained,
      linearized: group.linearized,
      trailer,
      ...(previous && { idChange: idChange(previous.trailer, trailer) }),
      ...(Object.keys(info).length > 0 && { info }),
      objects: objects.filter((object) => object.change !== "relisted") as RevisionObject[],
      summary: summarize(objects, index),
    });
    start = Math.max(start, end);
  }
  const resolve: Resolve = (value) => {
    if (!isRef(value)) return value;
    const definition = current.get(value.num);
    if (!definition) return undefined;
    const { entry } = definition;
    const look = peekAt(
      entry.num,
      entry.gen,
      entry.kind === "offset" ? { offset: entry.offset } : { stream: entry.stream, index: entry.index },
      peeker,
      current,
    );
    return typeof look === "string" ? undefined : look.value;
  };
  return { revisions, fonts: readFonts(fontDicts, resolve) };
}

/** An object as first listed: facts are filled in after the peek. */
type Listed = Omit<RevisionObject, "change" | "kind"> & {
  change: RevisionObject["change"] | "relisted";
  kind: ObjectKind;
};

/** Each entry of a revision against what earlier revisions defined; updates `current`. */
function defineObjects(entries: XrefEntry[], revision: number, current: Map<number, Definition>): Listed[] {
  const listed: Listed[] = [];
  for (const entry of entries) {
    const before = current.get(entry.num);
    if (entry.kind === "free") {
      if (!before) continue;
      current.delete(entry.num);
      listed.push({
        num: entry.num,
        gen: entry.gen,
        change: "freed",
        replaces: before.revision,
        kind: "other",
      });
      continue;
    }
    const relisted = before !== undefined && sameLocation(before.entry, entry);
    listed.push({
      num: entry.num,
      gen: entry.gen,
      change: relisted ? "relisted" : before ? "replaced" : "new",
      ...(before && !relisted && { replaces: before.revision }),
      location:
        entry.kind === "offset" ? { offset: entry.offset } : { stream: entry.stream, index: entry.index },
      kind: "unreadable",
    });
    if (!relisted) current.set(entry.num, { entry, revision });
  }
  return listed;
}

/** Peeks at each listed object (none for freed or relisted ones), reporting those that cannot be read. */
function peekAll(
  objects: Listed[],
  peeker: ObjectPeeker,
  current: Map<number, Definition>,
  problems: Problems,
  revision: number,
): (Peeked | undefined)[] {
  return objects.map((object) => {
    const location = object.location;
    if (object.change === "freed" || object.change === "relisted" || !location) return undefined;
    const look = peekAt(object.num, object.gen, location, peeker, current);
    if (typeof look !== "string") return look;
    const at = "offset" in location ? location.offset : undefined;
    const kind =
      look === "offset-outside"
        ? "object-offset-outside"
        : look === "not-the-object"
          ? "object-not-found"
          : look === "unreadable"
            ? "object-unreadable"
            : "object-stream-unreadable";
    problems.add({ kind, revision, ...(at !== undefined && { at }) });
    return undefined;
  });
}

/** The object at `location`, found in its object stream through the stream's latest definition. */
function peekAt(
  num: number,
  gen: number,
  location: ObjectLocation,
  peeker: ObjectPeeker,
  current: Map<number, Definition>,
): Peeked | PeekFailure {
  if ("offset" in location) return peeker.atOffset(num, gen, location.offset);
  const container = current.get(location.stream)?.entry;
  return container?.kind === "offset"
    ? peeker.inObjectStream(num, location.stream, container.offset, location.index)
    : "object-stream-unreadable";
}

/** Records the content streams a page object names in /Contents (one reference or an array of them). */
function collectContents(look: Peeked | undefined, object: Listed, pageContents: Set<number>) {
  if (!look || object.change === "freed" || !isDict(look.value)) return;
  if (nameOf(look.value, "Type") !== "Page") return;
  const contents = look.value.dict.get("Contents");
  for (const item of Array.isArray(contents) ? contents : [contents])
    if (isRef(item)) pageContents.add(item.num);
}

/** The information dictionary's short text entries (Author, Title, ModDate…). */
function infoEntries(dict: PdfDict, trailer: TrailerFacts): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of [...dict.dict].slice(0, 32)) {
    const text = shortText(value, trailer.encrypted);
    if (text !== undefined) entries[key] = text;
  }
  return entries;
}

function summarize(objects: Listed[], revision: number): RevisionSummary {
  const summary: RevisionSummary = {
    counts: {},
    freed: 0,
    relisted: 0,
    formValues: [],
    infoChanged: false,
    metadataChanged: false,
  };
  for (const object of objects) {
    if (object.change === "freed") summary.freed++;
    else if (object.change === "relisted") summary.relisted++;
    else {
      const count = summary.counts[object.kind] ?? { added: 0, replaced: 0 };
      if (object.change === "new") count.added++;
      else count.replaced++;
      summary.counts[object.kind] = count;
      if (object.kind === "form-field" && object.field?.value !== undefined)
        summary.formValues.push({
          ...(object.field.name !== undefined && { name: object.field.name }),
          value: object.field.value,
        });
      if (revision > 1 && object.kind === "info") summary.infoChanged = true;
      if (revision > 1 && object.kind === "metadata") summary.metadataChanged = true;
    }
  }
  return summary;
}

// One pass over a DOCX story part (the body, a header, a footer, the footnotes, the comments) keeping
// only what the inspector reports: tracked changes with their text and the paragraph around them, runs
// hidden with w:vanish, and the text each comment is anchored to.
import { BoundedText, CappedList, CONTEXT, MAX_ITEMS, MAX_TEXT } from "./limits.ts";
import type { HiddenText, TrackedChange } from "./types.ts";
import { attribute, isOn, type XmlHandler } from "./xml-stream.ts";

const CHANGE_KINDS: Record<string, TrackedChange["kind"]> = {
  ins: "insertion",
  cellIns: "insertion",
  del: "deletion",
  cellDel: "deletion",
  moveFrom: "move-from",
  moveTo: "move-to",
  rPrChange: "formatting",
  pPrChange: "formatting",
  sectPrChange: "formatting",
  tblPrChange: "formatting",
  tblPrExChange: "formatting",
  tblGridChange: "formatting",
  trPrChange: "formatting",
  tcPrChange: "formatting",
  numberingChange: "formatting",
  cellMerge: "formatting",
};

/** Comment ranges collected at once; more open ranges still count, their text is not kept. */
const MAX_OPEN_ANCHORS = 100;
/** Characters kept of the text a comment is anchored to. */
const ANCHOR_TEXT = 300;

/** What the story parts of one document add up to. */
export class WordCollection {
  readonly changes = new CappedList<TrackedChange>();
  readonly counts: Record<TrackedChange["kind"], number> = {
    insertion: 0,
    deletion: 0,
    "move-from": 0,
    "move-to": 0,
    formatting: 0,
  };
  readonly hidden = new CappedList<HiddenText>();
  /** The text each comment id is anchored to. */
  readonly anchors = new Map<string, BoundedText>();
  /** How many changes each author made (all of them: the list of changes may be cut). */
  readonly changeAuthors = new Map<string, number>();
}

/** A change being read: finished when the element at `ownerDepth` closes. */
interface OpenChange {
  record: TrackedChange;
  text: BoundedText;
  ownerDepth: number;
}

/** A change whose "after" context is still being read. */
interface PendingAfter {
  record: TrackedChange;
  text: BoundedText;
}

interface Paragraph {
  /** The last characters of the paragraph's current text. */
  tail: string;
  /** Characters of current text seen in the paragraph. */
  seen: number;
  pending: PendingAfter[];
  hidden: BoundedText | null;
}

const newParagraph = (): Paragraph => ({ tail: "", seen: 0, pending: [], hidden: null });

/** Where a change applies, from the element it is written in. */
function scopeOf(
  name: string,
  parent: string | undefined,
  grandparent: string | undefined,
): TrackedChange["scope"] {
  if (name === "sectPrChange") return "section";
  if (name === "pPrChange") return "paragraph";
  if (name.startsWith("tbl") || name.startsWith("tr") || name.startsWith("tc") || name.startsWith("cell")) {
    return "table";
  }
  if (parent === "trPr" || parent === "tcPr") return "table";
  if (parent === "numPr") return "paragraph";
  // An ins, del or rPrChange in the paragraph mark's properties (pPr/rPr) is about the ¶ itself.
  if (parent === "rPr" && grandparent === "pPr") return "paragraph-mark";
  if (name === "rPrChange" && grandparent === "pPr") return "paragraph-mark";
  return "text";
}

/**
 * A handler over one story part adding to `into`. `part` names the part in what it reports.
 */
export function wordStoryHandler(part: string, into: WordCollection): XmlHandler {
  const stack: string[] = [];
  const paragraphs: Paragraph[] = [];
  const open: OpenChange[] = [];
  const openAnchors = new Map<string, BoundedText>();
  /** The run being read: whether it is hidden, and whether it had text. */
  let run: { depth: number; hidden: boolean; text: boolean } | null = null;
  /** Inside a w:t (text) or w:delText (deleted text); text elsewhere is layout whitespace. */
  let reading: "t" | "delText" | null = null;
  /** Inside a deletion or a move's origin: its w:t is not part of the text as it reads now. */
  let removedDepth = 0;
  const outside = newParagraph();
  const paragraph = () => paragraphs[paragraphs.length - 1] ?? outside;

  function flushHidden(at: Paragraph) {
    if (at.hidden && at.hidden.size > 0) into.hidden.push({ part, text: at.hidden.toString() });
    at.hidden = null;
  }

  function addCurrentText(text: string) {
    const here = paragraph();
    here.seen += text.length;
    here.tail =
      here.tail.length + text.length > 2 * CONTEXT ? (here.tail + text).slice(-CONTEXT) : here.tail + text;
    if (here.pending.length === 0) return;
    for (const pending of here.pending) pending.text.add(text);
    // A change whose "after" is full is done with; the rest wait for more of the paragraph.
    here.pending = here.pending.filter((pending) => {
      if (pending.text.size < CONTEXT) return true;
      pending.record.after = pending.text.toString();
      return false;
    });
  }

  function endParagraph(at: Paragraph) {
    for (const pending of at.pending) pending.record.after = pending.text.toString().trimEnd();
    at.pending = [];
    flushHidden(at);
  }

  function startChange(name: string, attributes: Record<string, string>) {
    const kind = CHANGE_KINDS[name];
    if (!kind) return;
    const depth = stack.length;
    const parent = stack[depth - 2];
    const grandparent = stack[depth - 3];
    const scope = scopeOf(name, parent, grandparent);
    const author = attribute(attributes, "author", "w") ?? null;
    into.counts[kind]++;
    if (author && (into.changeAuthors.has(author) || into.changeAuthors.size < MAX_ITEMS)) {
      into.changeAuthors.set(author, (into.changeAuthors.get(author) ?? 0) + 1);
    }
    const here = paragraph();
    const tail = here.tail.slice(-CONTEXT);
    const record: TrackedChange = {
      kind,
      element: name,
      part,
      scope,
      author,
      date: attribute(attributes, "date", "w") ?? null,
      text: "",
      before: (here.seen > tail.length ? `…${tail}` : tail).trimStart(),
      after: "",
    };
    if (!into.changes.push(record)) return;
    // A formatting change of a run or paragraph covers that run's or paragraph's text.
    let ownerDepth = depth;
    if (name === "rPrChange" && scope === "text" && run) ownerDepth = run.depth;
    if (name === "pPrChange") ownerDepth = stack.lastIndexOf("p") + 1 || depth;
    open.push({ record, text: new BoundedText(MAX_TEXT), ownerDepth });
  }

  function endChangesAt(depth: number) {
    while (open.length > 0 && (open[open.length - 1] as OpenChange).ownerDepth === depth) {
      const change = open.pop() as OpenChange;
      change.record.text = change.text.toString();
      paragraph().pending.push({ record: change.record, text: new BoundedText(CONTEXT) });
    }
  }

  return {
    open(name, attributes) {
      stack.push(name);
      switch (name) {
        case "p":
          paragraphs.push(newParagraph());
          return;
        case "r":
          run = { depth: stack.length, hidden: false, text: false };
          return;
        case "t":
        case "delText":
          reading = name;
          return;
        case "tab":
        case "br":
        case "cr":
          if (stack[stack.length - 2] === "r") addCurrentText(" ");
          return;
        case "vanish":
          if (run && stack[stack.length - 2] === "rPr" && stack.length === run.depth + 2) {
            run.hidden = isOn(attribute(attributes, "val", "w"));
          }
          return;
        case "commentRangeStart": {
          const id = attribute(attributes, "id", "w");
          const room = openAnchors.size < MAX_OPEN_ANCHORS && into.anchors.size < MAX_ITEMS;
          if (id !== undefined && room && !into.anchors.has(id)) {
            const text = new BoundedText(ANCHOR_TEXT);
            into.anchors.set(id, text);
            openAnchors.set(id, text);
          }
          return;
        }
        case "commentRangeEnd": {
          const id = attribute(attributes, "id", "w");
          if (id !== undefined) openAnchors.delete(id);
          return;
        }
      }
      if (name === "del" || name === "moveFrom") removedDepth++;
      startChange(name, attributes);
    },

    close(name) {
      const depth = stack.length;
      if (name === "t" || name === "delText") reading = null;
      else if (name === "del" || name === "moveFrom") removedDepth = Math.max(0, removedDepth - 1);
      else if (name === "r" && run && run.depth === depth) {
        if (!run.hidden && run.text) flushHidden(paragraph());
        run = null;
      }
      endChangesAt(depth);
      if (name === "p" && paragraphs.length > 0) endParagraph(paragraphs.pop() as Paragraph);
      stack.pop();
    },

    text(text) {
      if (reading === null) return;
      for (const change of open) change.text.add(text);
      if (openAnchors.size > 0) {
        for (const [id, anchor] of openAnchors) {
          anchor.add(text);
          if (anchor.size >= ANCHOR_TEXT) openAnchors.delete(id);
        }
      }
      if (run) {
        if (run.hidden) {
          const here = paragraph();
          here.hidden ??= new BoundedText(MAX_TEXT);
          here.hidden.add(text);
        }
        run.text = true;
      }
      if (reading === "t" && removedDepth === 0) addCurrentText(text);
    },
  };
}

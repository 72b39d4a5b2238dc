// A PPTX: its slides in the presentation's order, hidden or not, each with its title and speaker notes;
// its comments, legacy (commentAuthors.xml) and modern (authors.xml), with the slide they are on.
import type { AuthorBook } from "./authors.ts";
import { BoundedText, CappedList, MAX_ITEMS } from "./limits.ts";
import type { OfficePackage } from "./package.ts";
import type { OfficeComment, PresentationFacts, SlideFacts } from "./types.ts";
import { attribute, isOn, type XmlHandler } from "./xml-stream.ts";

/** Characters kept of a slide's title. */
const TITLE_TEXT = 200;
/** Characters kept of a slide's speaker notes. */
const NOTES_TEXT = 10_000;

/** The slides' parts in the order presentation.xml lists them. */
async function slideParts(office: OfficePackage, mainPart: string): Promise<string[]> {
  const ids: string[] = [];
  await office.readXml(mainPart, {
    open(element, attributes) {
      if (element !== "sldId" || ids.length >= MAX_ITEMS) return;
      const id = attribute(attributes, "id", "r");
      if (id !== undefined) ids.push(id);
    },
  });
  const relationships = await office.relationships(mainPart);
  const parts: string[] = [];
  for (const id of ids) {
    const relationship = relationships.find((item) => item.id === id && !item.external);
    const part = relationship ? office.find(relationship.target) : null;
    if (part) parts.push(part);
  }
  return parts;
}

/**
 * The text of the shapes whose placeholder type passes `wanted` (a:t runs, a:p paragraphs on their own
 * lines), and the root element's show attribute.
 */
function shapeTextHandler(wanted: (type: string | null) => boolean, limit: number) {
  const found = { text: new BoundedText(limit), shown: true };
  let shape: { type: string | null; text: BoundedText; paragraphs: number } | null = null;
  let depth = 0;
  let reading = false;
  const handler: XmlHandler = {
    open(element, attributes) {
      depth++;
      if (depth === 1) found.shown = isOn(attribute(attributes, "show"));
      else if (element === "sp") shape = { type: null, text: new BoundedText(limit), paragraphs: 0 };
      else if (element === "ph" && shape) shape.type = attribute(attributes, "type") ?? "body";
      else if (element === "p" && shape) {
        if (shape.paragraphs++ > 0) shape.text.add("\n");
      } else if (element === "t") reading = true;
    },
    close(element) {
      depth--;
      if (element === "t") reading = false;
      else if (element === "sp" && shape) {
        const text = shape.text.toString().trim();
        if (text && wanted(shape.type)) {
          if (found.text.size > 0) found.text.add("\n");
          found.text.add(text);
        }
        shape = null;
      }
    },
    text(text) {
      if (reading) shape?.text.add(text);
    },
  };
  return { found, handler };
}

async function readSlide(office: OfficePackage, part: string, number: number): Promise<SlideFacts> {
  const { found, handler } = shapeTextHandler((type) => type === "title" || type === "ctrTitle", TITLE_TEXT);
  await office.readXml(part, handler);
  const slide: SlideFacts = {
    number,
    part,
    hidden: !found.shown,
    title: found.text.toString() || null,
    notes: null,
  };
  const notesPart = (await office.targets(part, "notesSlide"))[0];
  if (notesPart) {
    const notes = shapeTextHandler((type) => type === "body", NOTES_TEXT);
    await office.readXml(notesPart, notes.handler);
    slide.notes = notes.found.text.toString() || null;
  }
  return slide;
}

interface Author {
  name: string;
  initials: string | null;
}

/** commentAuthors.xml (cmAuthor, numeric ids) and authors.xml (author, GUIDs): one map of both. */
async function readCommentAuthors(office: OfficePackage, mainPart: string, authors: AuthorBook) {
  const byId = new Map<string, Author>();
  const parts = [
    office.find((await office.targets(mainPart, "commentAuthors"))[0] ?? "ppt/commentAuthors.xml"),
    office.find((await office.targets(mainPart, "authors"))[0] ?? "ppt/authors.xml"),
  ];
  for (const part of parts) {
    if (!part) continue;
    await office.readXml(part, {
      open(element, attributes) {
        if (element !== "cmAuthor" && element !== "author") return;
        const name = attribute(attributes, "name") ?? "";
        const id = attribute(attributes, "id");
        if (id !== undefined && byId.size < MAX_ITEMS) {
          byId.set(id, { name, initials: attribute(attributes, "initials") ?? null });
        }
        authors.add(name, "person", attribute(attributes, "userId"));
      },
    });
  }
  return byId;
}

/**
 * A comments part, legacy (p:cm with dt and p:text) or modern (cm and its replies with created and
 * a:t text), its comments added to `into` in the order written.
 */
async function readSlideComments(
  office: OfficePackage,
  path: string,
  slide: number | null,
  authorsById: Map<string, Author>,
  into: CappedList<OfficeComment>,
): Promise<void> {
  const open: { record: OfficeComment; text: BoundedText }[] = [];
  let reading = false;
  await office.readXml(path, {
    open(element, attributes) {
      if (element === "cm" || element === "reply") {
        const author = authorsById.get(attribute(attributes, "authorId") ?? "");
        const legacy = attribute(attributes, "dt");
        const record: OfficeComment = {
          source: legacy === undefined ? "modern" : "legacy",
          part: path,
          author: author?.name ?? null,
          initials: author?.initials ?? null,
          date: legacy ?? attribute(attributes, "created") ?? null,
          text: "",
          anchor: slide === null ? null : `slide ${slide}`,
          reply: element === "reply",
        };
        if (into.push(record)) open.push({ record, text: new BoundedText() });
        else open.push({ record, text: new BoundedText(0) });
      } else if (element === "text" || element === "t") reading = true;
    },
    close(element) {
      if (element === "text" || element === "t") reading = false;
      else if ((element === "cm" || element === "reply") && open.length > 0) {
        const done = open.pop();
        if (done) done.record.text = done.text.toString().trim();
      }
    },
    text(text) {
      if (reading) open[open.length - 1]?.text.add(text);
    },
  });
}

/** What a PPTX's parts say, with its comments; every name met is added to `authors`. */
export async function readPresentation(
  office: OfficePackage,
  mainPart: string,
  authors: AuthorBook,
): Promise<{ presentation: PresentationFacts; comments: CappedList<OfficeComment> }> {
  const parts = await slideParts(office, mainPart);
  const authorsById = await readCommentAuthors(office, mainPart, authors);
  const slides = new CappedList<SlideFacts>();
  const comments = new CappedList<OfficeComment>();
  const read = new Set<string>();
  for (const [index, part] of parts.entries()) {
    slides.push(await readSlide(office, part, index + 1));
    for (const path of await office.targets(part, "comments")) {
      read.add(path);
      await readSlideComments(office, path, index + 1, authorsById, comments);
    }
  }
  // Comment parts no slide points to are still in the file.
  for (const path of office.paths()) {
    if (!read.has(path) && path.startsWith("ppt/comments/") && path.endsWith(".xml")) {
      await readSlideComments(office, path, null, authorsById, comments);
    }
  }
  for (const comment of comments.items) authors.add(comment.author, "comment");
  return { presentation: { slides: slides.capped() }, comments };
}

// A DOCX: its story parts walked once each for tracked changes, hidden text and comment anchors; its
// comments; its settings (change tracking on or off, the attached template, document variables).
import type { AuthorBook } from "./authors.ts";
import { BoundedText, CappedList } from "./limits.ts";
import { type OfficePackage, typeName } from "./package.ts";
import type { DocumentVariable, OfficeComment, WordFacts } from "./types.ts";
import { WordCollection, wordStoryHandler } from "./word-story.ts";
import { attribute, bothHandlers, isOn, type XmlHandler } from "./xml-stream.ts";

/** The story parts besides the body, in the order they are read. */
const STORY_TYPES = ["header", "footer", "footnotes", "endnotes"];

interface WordComment {
  id: string;
  record: OfficeComment;
  text: BoundedText;
  paragraphs: number;
}

/** comments.xml: each w:comment with its author, initials, date and text (paragraphs on their own lines). */
function commentsHandler(part: string, found: CappedList<WordComment>): XmlHandler {
  let current: WordComment | null = null;
  let reading = false;
  return {
    open(name, attributes) {
      if (name === "comment") {
        current = {
          id: attribute(attributes, "id", "w") ?? "",
          record: {
            source: "word",
            part,
            author: attribute(attributes, "author", "w") ?? null,
            initials: attribute(attributes, "initials", "w") ?? null,
            date: attribute(attributes, "date", "w") ?? null,
            text: "",
            anchor: null,
            reply: false,
          },
          text: new BoundedText(),
          paragraphs: 0,
        };
      } else if (current && name === "p") {
        if (current.paragraphs++ > 0) current.text.add("\n");
      } else if (name === "t") reading = true;
    },
    close(name) {
      if (name === "t") reading = false;
      else if (name === "comment" && current) {
        current.record.text = current.text.toString();
        found.push(current);
        current = null;
      }
    },
    text(text) {
      if (reading) current?.text.add(text);
    },
  };
}

interface Settings {
  trackRevisions: boolean;
  attachedTemplateId: string | null;
  variables: CappedList<DocumentVariable>;
}

async function readSettings(office: OfficePackage, path: string | null): Promise<Settings> {
  const settings: Settings = { trackRevisions: false, attachedTemplateId: null, variables: new CappedList() };
  if (!path) return settings;
  await office.readXml(path, {
    open(name, attributes) {
      if (name === "trackRevisions") settings.trackRevisions = isOn(attribute(attributes, "val", "w"));
      else if (name === "attachedTemplate")
        settings.attachedTemplateId = attribute(attributes, "id", "r") ?? null;
      else if (name === "docVar") {
        settings.variables.push({
          name: attribute(attributes, "name", "w") ?? "",
          value: boundedValue(attribute(attributes, "val", "w") ?? ""),
        });
      }
    },
  });
  return settings;
}

function boundedValue(value: string): string {
  const text = new BoundedText();
  text.add(value);
  return text.toString();
}

/** word/people.xml: the people Word knows by name, with the account each is signed in with. */
async function readPeople(office: OfficePackage, path: string | null, authors: AuthorBook): Promise<void> {
  if (!path) return;
  let name: string | null = null;
  await office.readXml(path, {
    open(element, attributes) {
      if (element === "person") name = attribute(attributes, "author", "w15") ?? null;
      else if (element === "presenceInfo" && name) {
        authors.add(name, "person", attribute(attributes, "userId", "w15"));
        name = null;
      }
    },
    close(element) {
      // A person without presence information is counted when it closes.
      if (element !== "person") return;
      if (name) authors.add(name, "person");
      name = null;
    },
  });
}

/** What a DOCX's parts say, with its comments; every name met is added to `authors`. */
export async function readWord(
  office: OfficePackage,
  mainPart: string,
  authors: AuthorBook,
): Promise<{ word: WordFacts; comments: CappedList<OfficeComment> }> {
  const collection = new WordCollection();
  const relationships = await office.relationships(mainPart);
  const targetsOf = (type: string) =>
    relationships
      .filter((relationship) => !relationship.external && typeName(relationship.type) === type)
      .map((relationship) => relationship.target);

  await office.readXml(mainPart, wordStoryHandler(mainPart, collection));
  for (const type of STORY_TYPES) {
    for (const part of targetsOf(type)) await office.readXml(part, wordStoryHandler(part, collection));
  }
  const comments = new CappedList<WordComment>();
  for (const part of targetsOf("comments")) {
    await office.readXml(
      part,
      bothHandlers(commentsHandler(part, comments), wordStoryHandler(part, collection)),
    );
  }
  for (const comment of comments.items) {
    const anchor = collection.anchors.get(comment.id)?.toString().trim();
    comment.record.anchor = anchor || null;
    authors.add(comment.record.author, "comment");
  }
  for (const [author, count] of collection.changeAuthors) authors.add(author, "tracked-change", null, count);
  await readPeople(office, office.find(targetsOf("people")[0] ?? "word/people.xml"), authors);

  const settingsPath = targetsOf("settings")[0] ?? null;
  const settings = await readSettings(office, settingsPath);
  let attachedTemplate: string | null = null;
  if (settingsPath && settings.attachedTemplateId) {
    const template = (await office.relationships(settingsPath)).find(
      (relationship) => relationship.id === settings.attachedTemplateId,
    );
    attachedTemplate = template?.target ?? null;
  }
  return {
    word: {
      trackRevisions: settings.trackRevisions,
      attachedTemplate,
      changes: collection.changes.capped(),
      counts: collection.counts,
      hiddenText: collection.hidden.capped(),
      variables: settings.variables.capped(),
    },
    comments: recordsOf(comments),
  };
}

function recordsOf(comments: CappedList<WordComment>): CappedList<OfficeComment> {
  const records = new CappedList<OfficeComment>();
  for (const comment of comments.items) records.push(comment.record);
  records.omitted = comments.omitted;
  return records;
}

// An XLSX: its sheets and their visibility, hidden rows and columns, defined names, and its comments,
// legacy ("notes") and threaded with the people they name.
import type { AuthorBook } from "./authors.ts";
import { BoundedText, CappedList, FIRST_REFS, MAX_ITEMS } from "./limits.ts";
import type { OfficePackage } from "./package.ts";
import type { DefinedName, OfficeComment, SheetFacts, WorkbookFacts } from "./types.ts";
import { attribute, isOn } from "./xml-stream.ts";

/** Excel's last column (XFD): a hidden-column range is counted within it. */
const LAST_COLUMN = 16_384;

/** A column number as Excel's letters: 1 → A, 28 → AB. */
export function columnLetters(column: number): string {
  let letters = "";
  let rest = column;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

interface Sheet {
  facts: SheetFacts;
  relationshipId: string | null;
}

interface Workbook {
  sheets: CappedList<Sheet>;
  names: CappedList<DefinedName & { localSheetId: string | null }>;
}

async function readWorkbookPart(office: OfficePackage, path: string, authors: AuthorBook): Promise<Workbook> {
  const book: Workbook = { sheets: new CappedList(), names: new CappedList() };
  let name: { name: string; hidden: boolean; localSheetId: string | null; value: BoundedText } | null = null;
  await office.readXml(path, {
    open(element, attributes) {
      if (element === "sheet") {
        const state = attribute(attributes, "state");
        book.sheets.push({
          facts: {
            name: attribute(attributes, "name") ?? "",
            state: state === "hidden" || state === "veryHidden" ? state : "visible",
            part: null,
            hiddenRows: { count: 0, first: [] },
            hiddenColumns: { count: 0, first: [] },
            rowsHiddenByDefault: false,
          },
          relationshipId: attribute(attributes, "id", "r") ?? null,
        });
      } else if (element === "definedName") {
        name = {
          name: attribute(attributes, "name") ?? "",
          hidden: attribute(attributes, "hidden") === "1" || attribute(attributes, "hidden") === "true",
          localSheetId: attribute(attributes, "localSheetId") ?? null,
          value: new BoundedText(),
        };
      } else if (element === "fileSharing") {
        // The name of whoever set a password to modify the file.
        authors.add(attribute(attributes, "userName"), "file-sharing");
      }
    },
    close(element) {
      if (element === "definedName" && name) {
        const { localSheetId, hidden } = name;
        book.names.push({ name: name.name, value: name.value.toString(), sheet: null, hidden, localSheetId });
        name = null;
      }
    },
    text(text) {
      name?.value.add(text);
    },
  });
  return book;
}

/** A worksheet's hidden rows and columns, and whether rows are hidden unless listed. */
async function readSheetVisibility(office: OfficePackage, facts: SheetFacts): Promise<void> {
  if (!facts.part) return;
  let lastRow = 0;
  await office.readXml(facts.part, {
    open(element, attributes) {
      if (element === "row") {
        // A row's r may be left out: it is then the one after the last.
        const number = Number(attribute(attributes, "r") ?? lastRow + 1);
        lastRow = Number.isFinite(number) ? number : lastRow + 1;
        if (!isHidden(attribute(attributes, "hidden"))) return;
        facts.hiddenRows.count++;
        if (facts.hiddenRows.first.length < FIRST_REFS) facts.hiddenRows.first.push(String(lastRow));
      } else if (element === "col") {
        if (!isHidden(attribute(attributes, "hidden"))) return;
        const min = clampColumn(attribute(attributes, "min"));
        const max = Math.max(min, clampColumn(attribute(attributes, "max")));
        facts.hiddenColumns.count += max - min + 1;
        if (facts.hiddenColumns.first.length < FIRST_REFS) {
          const first = columnLetters(min);
          facts.hiddenColumns.first.push(min === max ? first : `${first}:${columnLetters(max)}`);
        }
      } else if (element === "sheetFormatPr") {
        facts.rowsHiddenByDefault = isHidden(attribute(attributes, "zeroHeight"));
      }
    },
  });
}

const isHidden = (value: string | undefined) => value !== undefined && isOn(value);

function clampColumn(value: string | undefined): number {
  const number = Math.trunc(Number(value));
  return Number.isFinite(number) ? Math.min(Math.max(number, 1), LAST_COLUMN) : 1;
}

/** Excel's author of a threaded comment's legacy copy: "tc={id of the threaded comment}". */
const isThreadedCopy = (author: string | undefined) => author?.startsWith("tc=") ?? false;

/**
 * Legacy comments (xl/commentsN.xml): authors by index, each comment's cell and text. With
 * `threadedRead`, the copies Excel keeps of threaded comments for older versions are left out.
 */
async function readLegacyComments(
  office: OfficePackage,
  path: string,
  sheet: string | null,
  into: CappedList<OfficeComment>,
  threadedRead: boolean,
): Promise<void> {
  const names: string[] = [];
  let author: BoundedText | null = null;
  let comment: { record: OfficeComment; text: BoundedText } | null = null;
  let reading = false;
  await office.readXml(path, {
    open(element, attributes) {
      if (element === "author") author = new BoundedText(200);
      else if (element === "comment") {
        const ref = attribute(attributes, "ref") ?? "";
        const author = names[Number(attribute(attributes, "authorId"))];
        if (threadedRead && isThreadedCopy(author)) return;
        comment = {
          record: {
            source: "legacy",
            part: path,
            author: isThreadedCopy(author) ? null : (author ?? null),
            initials: null,
            date: null,
            text: "",
            anchor: sheet ? `${sheet}!${ref}` : ref || null,
            reply: false,
          },
          text: new BoundedText(),
        };
      } else if (element === "t") reading = true;
    },
    close(element) {
      if (element === "t") reading = false;
      else if (element === "author" && author) {
        if (names.length < MAX_ITEMS) names.push(author.toString());
        author = null;
      } else if (element === "comment" && comment) {
        comment.record.text = comment.text.toString();
        into.push(comment.record);
        comment = null;
      }
    },
    text(text) {
      author?.add(text);
      if (reading) comment?.text.add(text);
    },
  });
}

/** xl/persons/person.xml: each person's id, display name and account. */
async function readPersons(office: OfficePackage, path: string | null, authors: AuthorBook) {
  const persons = new Map<string, string>();
  if (!path) return persons;
  await office.readXml(path, {
    open(element, attributes) {
      if (element !== "person") return;
      const name = attribute(attributes, "displayName") ?? "";
      const id = attribute(attributes, "id");
      if (id !== undefined && persons.size < MAX_ITEMS) persons.set(id, name);
      authors.add(name, "person", attribute(attributes, "userId"));
    },
  });
  return persons;
}

/** Threaded comments (xl/threadedComments/*): cell, date, person, text, and whether it answers another. */
async function readThreadedComments(
  office: OfficePackage,
  path: string,
  sheet: string | null,
  persons: Map<string, string>,
  into: CappedList<OfficeComment>,
): Promise<void> {
  let comment: { record: OfficeComment; text: BoundedText } | null = null;
  let reading = false;
  await office.readXml(path, {
    open(element, attributes) {
      if (element === "threadedComment") {
        const ref = attribute(attributes, "ref") ?? "";
        comment = {
          record: {
            source: "threaded",
            part: path,
            author: persons.get(attribute(attributes, "personId") ?? "") ?? null,
            initials: null,
            date: attribute(attributes, "dT") ?? null,
            text: "",
            anchor: sheet ? `${sheet}!${ref}` : ref || null,
            reply: attribute(attributes, "parentId") !== undefined,
          },
          text: new BoundedText(),
        };
      } else if (element === "text") reading = true;
    },
    close(element) {
      if (element === "text") reading = false;
      else if (element === "threadedComment" && comment) {
        comment.record.text = comment.text.toString();
        into.push(comment.record);
        comment = null;
      }
    },
    text(text) {
      if (reading) comment?.text.add(text);
    },
  });
}

/** What an XLSX's parts say, with its comments; every name met is added to `authors`. */
export async function readWorkbook(
  office: OfficePackage,
  mainPart: string,
  authors: AuthorBook,
): Promise<{ workbook: WorkbookFacts; comments: CappedList<OfficeComment> }> {
  const book = await readWorkbookPart(office, mainPart, authors);
  const relationships = await office.relationships(mainPart);
  const persons = await readPersons(
    office,
    office.find((await office.targets(mainPart, "person"))[0] ?? "xl/persons/person.xml"),
    authors,
  );
  const comments = new CappedList<OfficeComment>();
  const read = new Set<string>();
  for (const { facts, relationshipId } of book.sheets.items) {
    const target = relationships.find((relationship) => relationship.id === relationshipId);
    facts.part = target && !target.external ? office.find(target.target) : null;
    if (!facts.part) continue;
    await readSheetVisibility(office, facts);
    const threaded = await office.targets(facts.part, "threadedComment");
    for (const path of threaded) {
      read.add(path);
      await readThreadedComments(office, path, facts.name, persons, comments);
    }
    for (const path of await office.targets(facts.part, "comments")) {
      read.add(path);
      await readLegacyComments(office, path, facts.name, comments, threaded.length > 0);
    }
  }
  // Comment parts no sheet points to are still in the file: read them too, their cell without a sheet.
  for (const path of office.paths()) {
    if (read.has(path) || !path.startsWith("xl/")) continue;
    if (path.startsWith("xl/threadedComments/") && path.endsWith(".xml")) {
      await readThreadedComments(office, path, null, persons, comments);
    } else if (path.startsWith("xl/comments") && path.endsWith(".xml")) {
      await readLegacyComments(office, path, null, comments, false);
    }
  }
  for (const comment of comments.items) authors.add(comment.author, "comment");
  const sheetNames = book.sheets.items.map((sheet) => sheet.facts.name);
  const definedNames = new CappedList<DefinedName>();
  for (const { localSheetId, ...name } of book.names.items) {
    definedNames.push({
      ...name,
      sheet: localSheetId === null ? null : (sheetNames[Number(localSheetId)] ?? null),
    });
  }
  definedNames.omitted = book.names.omitted;
  const sheets = new CappedList<SheetFacts>();
  for (const sheet of book.sheets.items) sheets.push(sheet.facts);
  sheets.omitted = book.sheets.omitted;
  return { workbook: { sheets: sheets.capped(), definedNames: definedNames.capped() }, comments };
}

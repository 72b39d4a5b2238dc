// What the Office reader tells about a DOCX, XLSX or PPTX: plain data only, since the report crosses a
// postMessage from the worker that reads the file to the page that shows it.

/** Which Office format the package's main part is. */
export type OfficeKind = "docx" | "xlsx" | "pptx";

/** A list cut at a cap: the items kept, in the order found, and how many more were left out. */
export interface Capped<T> {
  items: T[];
  omitted: number;
}

/** Why the file could not be read as an Office package at all. */
export type OfficeFailureReason =
  /** Not a ZIP, or a ZIP too broken to list (a truncated file). */
  | "not-a-zip"
  /** A ZIP another tool could read differently, or with a name that is unsafe or appears twice. */
  | "unsafe-zip"
  /** A ZIP with more entries than the reader takes. */
  | "too-many-parts"
  /** A ZIP, but not an Office document: no main part of a DOCX, XLSX or PPTX. */
  | "not-office";

/** The file is not read: why, and the entry at fault when there is one. */
export interface OfficeFailure {
  ok: false;
  reason: OfficeFailureReason;
  path: string | null;
}

/** Something the reader skipped or could not read in one part; the rest of the report still holds. */
export interface OfficeProblem {
  kind: /** The part inflates past the size the reader reads. */
    | "part-too-large"
    /** The part is in the ZIP but could not be inflated. */
    | "part-unreadable"
    /** The part's XML is malformed; what came before the fault was kept. */
    | "xml-malformed"
    /** The part's XML nests deeper than the reader follows. */
    | "xml-too-deep"
    /** The reader's budget of parts or bytes was spent before this part. */
    | "budget-spent";
  path: string;
}

/** docProps/core.xml: who made the file and when, as the file says (free text, not checked). */
export interface CoreProperties {
  title: string | null;
  subject: string | null;
  creator: string | null;
  lastModifiedBy: string | null;
  revision: string | null;
  created: string | null;
  modified: string | null;
  lastPrinted: string | null;
  keywords: string | null;
  description: string | null;
  category: string | null;
  contentStatus: string | null;
  language: string | null;
  identifier: string | null;
  version: string | null;
}

/** docProps/app.xml: what wrote the file, for whom, and its counts. */
export interface AppProperties {
  application: string | null;
  appVersion: string | null;
  company: string | null;
  manager: string | null;
  template: string | null;
  hyperlinkBase: string | null;
  /** Minutes the file was open for editing, as the application counted them. */
  totalTime: number | null;
  pages: number | null;
  words: number | null;
  characters: number | null;
  charactersWithSpaces: number | null;
  lines: number | null;
  paragraphs: number | null;
  slides: number | null;
  notes: number | null;
  hiddenSlides: number | null;
}

/** One docProps/custom.xml property: its name, its value as text, and its vt: type ("lpwstr", "filetime"…). */
export interface CustomProperty {
  name: string;
  value: string;
  type: string;
}

/** The three property parts; null for a part the package lacks. */
export interface OfficeProperties {
  core: CoreProperties | null;
  app: AppProperties | null;
  custom: Capped<CustomProperty>;
}

/** A comment and what it is attached to. */
export interface OfficeComment {
  /** word: a DOCX comment; legacy: an XLSX or PPTX note-style comment; threaded: an XLSX threaded comment; modern: a PPTX modern comment. */
  source: "word" | "legacy" | "threaded" | "modern";
  /** The part the comment is stored in. */
  part: string;
  author: string | null;
  initials: string | null;
  /** As written in the file (ISO 8601 usually, sometimes without a zone). */
  date: string | null;
  text: string;
  /** What it is attached to: the commented text (docx), a cell "Sheet1!B2" (xlsx), "slide 3" (pptx). */
  anchor: string | null;
  /** An answer to another comment (threaded and modern comments). */
  reply: boolean;
}

/** One tracked change of a DOCX. */
export interface TrackedChange {
  kind: "insertion" | "deletion" | "move-from" | "move-to" | "formatting";
  /** The element: "ins", "del", "moveFrom", "moveTo", "rPrChange", "pPrChange"… */
  element: string;
  /** The part it is in: word/document.xml, a header, footer, footnotes, endnotes, comments. */
  part: string;
  /** What it applies to: runs of text, a paragraph's properties or its mark (¶), a table, a section. */
  scope: "text" | "paragraph" | "paragraph-mark" | "table" | "section";
  author: string | null;
  date: string | null;
  /** The text inserted, deleted or moved; for a formatting change, the text reformatted. Bounded. */
  text: string;
  /** The paragraph's text just before and just after the change (about 80 characters each). */
  before: string;
  after: string;
}

/** A run of DOCX text hidden with w:vanish: shown by Word only when hidden text is shown. */
export interface HiddenText {
  part: string;
  text: string;
}

/** A document variable (w:docVar): a name and value kept in settings.xml, never shown. */
export interface DocumentVariable {
  name: string;
  value: string;
}

/** What only a DOCX has. */
export interface WordFacts {
  /** word/settings.xml w:trackRevisions: changes made from now on are tracked. */
  trackRevisions: boolean;
  /** The template the document is attached to (often a network path or a user's folder). */
  attachedTemplate: string | null;
  changes: Capped<TrackedChange>;
  /** Counts of each kind of change, all of them (the list may be cut). */
  counts: Record<TrackedChange["kind"], number>;
  hiddenText: Capped<HiddenText>;
  variables: Capped<DocumentVariable>;
}

/** One worksheet (or chart sheet) of a workbook. */
export interface SheetFacts {
  name: string;
  /** visible; hidden: unhidden from Excel's menu; veryHidden: only through code. */
  state: "visible" | "hidden" | "veryHidden";
  part: string | null;
  /** Rows marked hidden, and the first of their numbers. */
  hiddenRows: { count: number; first: string[] };
  /** Columns marked hidden, and the first of their letters ("C", "E:G"). */
  hiddenColumns: { count: number; first: string[] };
  /** sheetFormatPr zeroHeight: every row not listed is hidden. */
  rowsHiddenByDefault: boolean;
}

/** A workbook's defined name: a named range, a constant or a formula. */
export interface DefinedName {
  name: string;
  /** What it refers to (bounded). */
  value: string;
  /** The sheet it is local to, when it is. */
  sheet: string | null;
  /** hidden="1": not listed in Excel's Name Manager. */
  hidden: boolean;
}

/** What only an XLSX has. */
export interface WorkbookFacts {
  sheets: Capped<SheetFacts>;
  definedNames: Capped<DefinedName>;
}

/** One slide of a presentation. */
export interface SlideFacts {
  /** 1-based, in the presentation's order. */
  number: number;
  part: string;
  /** show="0": skipped in a slide show. */
  hidden: boolean;
  title: string | null;
  /** The speaker notes' text (bounded), null when the slide has none. */
  notes: string | null;
}

/** What only a PPTX has. */
export interface PresentationFacts {
  slides: Capped<SlideFacts>;
}

/** A part embedded in the package: a picture, a sound, an embedded file or OLE object. */
export interface EmbeddedPart {
  path: string;
  /** Its uncompressed size as the ZIP declares it. */
  size: number | null;
  /** From [Content_Types].xml; null when it lists none for the part. */
  contentType: string | null;
  /** media: under word/, xl/ or ppt/media; embedding: under an embeddings folder. */
  kind: "media" | "embedding";
}

/** A relationship pointing outside the package: a link, a linked picture or workbook, a template. */
export interface ExternalLink {
  /** The part the link is from ("" for the package itself). */
  source: string;
  /** The relationship type's last word: "hyperlink", "image", "attachedTemplate", "oleObject", "externalLinkPath"… */
  type: string;
  target: string;
}

/** Where a name appears in the file. */
export type AuthorRole =
  | "creator"
  | "last-modified-by"
  | "manager"
  | "comment"
  | "tracked-change"
  | "person"
  | "file-sharing";

/** A name found in the file and where, each place with its count. */
export interface AuthorEntry {
  name: string;
  roles: { role: AuthorRole; count: number }[];
  /** Account ids the file ties to the name (an e-mail address, a directory id), when it does. */
  accounts: string[];
}

/** What the reader found in an Office file. */
export interface OfficeReport {
  ok: true;
  kind: OfficeKind;
  /** The main part: word/document.xml, xl/workbook.xml, ppt/presentation.xml (or another name). */
  mainPart: string;
  /** The main part's content type (a macro-enabled or template variant says so). */
  contentType: string;
  /** A VBA project is in the package (macros). */
  macros: boolean;
  /** How many entries the ZIP lists. */
  partCount: number;
  properties: OfficeProperties;
  comments: Capped<OfficeComment>;
  word: WordFacts | null;
  workbook: WorkbookFacts | null;
  presentation: PresentationFacts | null;
  media: Capped<EmbeddedPart>;
  externalLinks: Capped<ExternalLink>;
  authors: Capped<AuthorEntry>;
  problems: Capped<OfficeProblem>;
}

/** readOffice's answer: the report, or why there is none. */
export type OfficeReading = OfficeReport | OfficeFailure;

// What an object is, judged from its dictionary alone (a bounded peek, never its stream data): a page,
// an annotation, a form field, a signature, an image, a font… with the few facts a fact-checker reads
// in a list of what an update changed (an annotation's subtype, a field's name and short value).
import { decodeText, isDict, isName, isString, nameOf, type PdfDict, type PdfValue } from "./syntax.ts";

/** The kinds of object the revision report tells apart. */
export type ObjectKind =
  | "catalog"
  | "pages"
  | "page"
  | "content-stream"
  | "annotation"
  | "form-field"
  | "signature"
  | "image"
  | "form-xobject"
  | "font"
  | "font-descriptor"
  | "font-file"
  | "metadata"
  | "info"
  | "embedded-file"
  | "file-spec"
  | "javascript"
  | "action"
  | "outline"
  | "object-stream"
  | "xref-stream"
  | "linearization"
  | "stream"
  | "other"
  | "unreadable";

/** An object's kind and what else its dictionary tells. */
export interface ObjectFacts {
  kind: ObjectKind;
  /** The /Type name, when there is one. */
  type?: string;
  /** The /Subtype name (an annotation's Link, Text, Widget…; an XObject's Image or Form). */
  subtype?: string;
  /** A form field's partial name (/T) and value (/V) when short text or a name. */
  field?: { name?: string; value?: string };
}

/** What is known of an object from outside its own dictionary. */
export interface KindHints {
  /** The trailer's /Root names it. */
  isRoot: boolean;
  /** The trailer's /Info names it. */
  isInfo: boolean;
  /** A page's /Contents names it. */
  isPageContent: boolean;
}

/** A field value or name longer than this is left out (it is not the short text a form holds). */
const MAX_SHORT_TEXT = 200;

const ANNOTATION_SUBTYPES = new Set([
  "Text",
  "Link",
  "FreeText",
  "Line",
  "Square",
  "Circle",
  "Polygon",
  "PolyLine",
  "Highlight",
  "Underline",
  "Squiggly",
  "StrikeOut",
  "Caret",
  "Stamp",
  "Ink",
  "Popup",
  "FileAttachment",
  "Sound",
  "Movie",
  "Screen",
  "Widget",
  "PrinterMark",
  "TrapNet",
  "Watermark",
  "3D",
  "Redact",
  "Projection",
  "RichMedia",
]);
const FONT_SUBTYPES = new Set([
  "Type0",
  "Type1",
  "MMType1",
  "Type3",
  "TrueType",
  "CIDFontType0",
  "CIDFontType2",
]);
const FONT_FILE_SUBTYPES = new Set(["Type1C", "CIDFontType0C", "OpenType"]);

/** A short text or name value, for a form field's name and value. */
export function shortText(value: PdfValue | undefined, encrypted: boolean): string | undefined {
  if (isName(value)) return value.name.length <= MAX_SHORT_TEXT ? value.name : undefined;
  // Strings of an encrypted file are ciphertext here: not shown.
  if (!isString(value) || encrypted) return undefined;
  const text = decodeText(value.bytes);
  return text.length <= MAX_SHORT_TEXT ? text : undefined;
}

/** The facts of an object, from its value, whether it is a stream, and the hints from elsewhere. */
export function objectFacts(
  value: PdfValue,
  isStream: boolean,
  hints: KindHints,
  encrypted: boolean,
): ObjectFacts {
  if (!isDict(value)) return { kind: hints.isPageContent && isStream ? "content-stream" : "other" };
  const type = nameOf(value, "Type");
  const subtype = nameOf(value, "Subtype");
  const facts = (kind: ObjectKind): ObjectFacts => ({
    kind,
    ...(type !== undefined && { type }),
    ...(subtype !== undefined && { subtype }),
  });
  if (hints.isRoot || type === "Catalog") return facts("catalog");
  if (hints.isInfo) return facts("info");
  if (value.dict.has("FT") || (value.dict.has("T") && value.dict.has("Kids") && value.dict.has("V")))
    return { ...facts("form-field"), field: fieldFacts(value, encrypted) };
  return facts(kindOf(value, type, subtype, isStream, hints));
}

function kindOf(
  value: PdfDict,
  type: string | undefined,
  subtype: string | undefined,
  isStream: boolean,
  hints: KindHints,
): ObjectKind {
  const has = (key: string) => value.dict.has(key);
  if (type === "Pages") return "pages";
  if (type === "Page") return "page";
  if (type === "Sig" || type === "DocTimeStamp" || (has("ByteRange") && has("Contents") && has("Filter")))
    return "signature";
  if (type === "Annot" || (subtype !== undefined && ANNOTATION_SUBTYPES.has(subtype) && has("Rect")))
    return "annotation";
  if (type === "XRef") return "xref-stream";
  if (has("Linearized")) return "linearization";
  if (type === "ObjStm") return "object-stream";
  if (type === "Metadata") return "metadata";
  if (type === "EmbeddedFile") return "embedded-file";
  if (type === "Filespec" || (has("EF") && (has("F") || has("UF")))) return "file-spec";
  if (type === "FontDescriptor") return "font-descriptor";
  if (type === "Font" || (subtype !== undefined && FONT_SUBTYPES.has(subtype) && has("BaseFont")))
    return "font";
  if (subtype === "Image" && isStream) return "image";
  if (subtype === "Form" && isStream) return "form-xobject";
  const action = nameOf(value, "S");
  if (action === "JavaScript" || has("JS")) return "javascript";
  if (type === "Action" || (action !== undefined && !isStream)) return "action";
  if (type === "Outlines" || (has("Title") && has("Parent") && !isStream)) return "outline";
  if (isStream) {
    if (has("Length1") || has("Length2") || (subtype !== undefined && FONT_FILE_SUBTYPES.has(subtype)))
      return "font-file";
    if (hints.isPageContent && type === undefined) return "content-stream";
    return "stream";
  }
  return "other";
}

function fieldFacts(value: PdfDict, encrypted: boolean): { name?: string; value?: string } {
  const name = shortText(value.dict.get("T"), encrypted);
  const fieldValue = shortText(value.dict.get("V"), encrypted);
  return { ...(name !== undefined && { name }), ...(fieldValue !== undefined && { value: fieldValue }) };
}

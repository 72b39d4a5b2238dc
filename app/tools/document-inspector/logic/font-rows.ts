// A font's row in words, for the page (screens/Fonts.tsx) and the Markdown report alike: its kind and
// subset, whether it is in the file, and the save that added it.
import type { TFunction } from "#app/i18n/translator.ts";
import type { PdfFont } from "./pdf/fonts.ts";

/** Font types named in words; any other is shown as the file writes it. */
const FONT_TYPES = new Set(["Type1", "MMType1", "TrueType", "Type0", "Type3"]);

/** The font's name, or words saying it has none (a Type 3 font may not). */
export const fontName = (t: TFunction, font: PdfFont) => font.name || t("document_inspector:fonts.noName");

/** "TrueType · subset ABCDEF+": the kind, and the subset's prefix when it is one. */
export const fontKind = (t: TFunction, font: PdfFont) =>
  [
    FONT_TYPES.has(font.type) ? t(`document_inspector:fonts.types.${font.type}`) : font.type || "?",
    ...(font.subset ? [t("document_inspector:fonts.subset", { prefix: `${font.subset}+` })] : []),
  ].join(" · ");

/** Embedded, one of the standard fonts, or not in the file. */
export const fontEmbedding = (t: TFunction, font: PdfFont) =>
  t(`document_inspector:fonts.embeddings.${font.embedding}`);

/** The save that added it, named as the revisions are ("Original", "Save 2"). */
export const fontSave = (t: TFunction, font: PdfFont) =>
  font.revision === 1
    ? t("document_inspector:revisions.original")
    : t("document_inspector:revisions.save", { number: font.revision - 1 });

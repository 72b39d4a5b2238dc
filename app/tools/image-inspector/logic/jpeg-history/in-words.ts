// A JPEG history in the reader's language, for the report on the page and its Markdown export alike.
import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import type { HistoryHint } from "./hints.ts";
import type { JpegHistory } from "./history.ts";
import type { Subsampling } from "./subsampling.ts";

const SUBSAMPLING_KEYS: Record<Subsampling, string> = {
  grey: "grey",
  "4:4:4": "s444",
  "4:2:2": "s422",
  "4:2:0": "s420",
  "4:4:0": "s440",
  "4:1:1": "s411",
  other: "other",
};

/** Label and value of each fact: quality, encoder, chroma subsampling, baseline or progressive. */
export function historyFacts(t: TFunction, lang: Language, history: JpegHistory): [string, string][] {
  const number = new Intl.NumberFormat(lang);
  const { quality, encoder } = history;
  const ns = "image_inspector:jpeg_history";
  const facts: [string, string][] = [];
  if (quality)
    facts.push([
      t(`${ns}.quality.label`),
      quality.kind === "libjpeg"
        ? t(`${ns}.quality.libjpeg`, { quality: number.format(quality.quality) })
        : t(`${ns}.quality.not_libjpeg`, { closest: number.format(quality.closest) }),
    ]);
  facts.push([
    t(`${ns}.encoder.label`),
    encoder?.family === "libjpeg"
      ? t(`${ns}.encoder.libjpeg`, { quality: number.format(encoder.quality) })
      : encoder?.family === "photoshop"
        ? t(`${ns}.encoder.photoshop`, { setting: t(`${ns}.encoders.${encoder.setting}`) })
        : t(`${ns}.encoder.unknown`),
  ]);
  if (history.subsampling)
    facts.push([
      t(`${ns}.subsampling.label`),
      t(`${ns}.subsampling.${SUBSAMPLING_KEYS[history.subsampling]}`),
    ]);
  if (history.process) facts.push([t(`${ns}.process.label`), t(`${ns}.process.${history.process}`)]);
  return facts;
}

/** A hint of a second save: its title (already "Hint: …"), what it means and what it does not prove. */
export function hintTexts(
  t: TFunction,
  hint: HistoryHint,
): { title: string; means: string; notProves: string } {
  const ns = "image_inspector:jpeg_history.hints";
  const title = t(
    `${ns}.${hint.code}.title`,
    hint.code === "software_mismatch" ? { software: hint.software } : {},
  );
  const means =
    hint.code === "software_mismatch"
      ? t(`${ns}.software_mismatch.means_${hint.family}`, { software: hint.software })
      : hint.code === "editor_tables_camera_file"
        ? t(`${ns}.editor_tables_camera_file.means`, { camera: hint.camera })
        : t(`${ns}.double_quantisation.means`, { frequencies: hint.frequencies, blocks: hint.blocks });
  return { title: t(`${ns}.label`, { title }), means, notProves: t(`${ns}.${hint.code}.notProves`) };
}

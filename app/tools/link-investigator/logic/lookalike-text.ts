import type { TFunction } from "#app/i18n/translator.ts";
import { scriptNames } from "#app/lib/text/script-name.ts";
import type { ForeignLetter } from "./report.ts";

/** The ISO 15924 code of each Unicode script the API names a letter by (its "other" has none). */
export const SCRIPT_CODES: Readonly<Record<string, string>> = {
  Latin: "Latn",
  Cyrillic: "Cyrl",
  Greek: "Grek",
  Armenian: "Armn",
  Georgian: "Geor",
  Cherokee: "Cher",
  Hebrew: "Hebr",
  Arabic: "Arab",
  Han: "Hani",
  Hangul: "Hang",
  Thai: "Thai",
};

/** "U+0430": how a character is named where its look cannot be trusted. */
export function codePoint(letter: string): string {
  return `U+${(letter.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Each foreign letter once, in words: "а (U+0430) — Cyrillic, looks like “a”", its script named as the
 * hidden characters tool names it in `lang`. `t` reads "link_investigator:".
 */
export function foreignLetterTexts(t: TFunction, lang: string, letters: readonly ForeignLetter[]): string[] {
  const names = scriptNames(lang);
  const seen = new Set<string>();
  return letters
    .filter(({ letter }) => !seen.has(letter) && seen.add(letter))
    .map(({ letter, script, looksLike }) => {
      const values = {
        letter: `${letter} (${codePoint(letter)})`,
        script: SCRIPT_CODES[script]
          ? names.inSentence(SCRIPT_CODES[script])
          : t("link_investigator:report.lookalike.otherScript"),
        latin: looksLike ?? "",
      };
      return looksLike
        ? t("link_investigator:report.lookalike.looksLike", values)
        : t("link_investigator:report.lookalike.letter", values);
    });
}

/** A run of the host's characters from `at`: one foreign letter, or ordinary letters between them. */
export interface HostPiece {
  at: number;
  text: string;
  foreign: boolean;
}

/** The host cut where its foreign letters stand. */
export function hostPieces(host: string, letters: readonly ForeignLetter[]): HostPiece[] {
  const foreign = new Set(letters.map(({ at }) => at));
  const pieces: HostPiece[] = [];
  [...host].forEach((character, at) => {
    const last = pieces.at(-1);
    if (last && !last.foreign && !foreign.has(at)) last.text += character;
    else pieces.push({ at, text: character, foreign: foreign.has(at) });
  });
  return pieces;
}

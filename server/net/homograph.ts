// Host names that imitate another with letters from a different script, like "pаypal.com" with a
// Cyrillic "а". Hosts arrive as punycode; each label is decoded and judged on its own.
import { domainToUnicode } from "node:url";

type Script = "Latin" | "Cyrillic" | "Greek";

const SCRIPTS: [Script, RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
];

// Lowercase Cyrillic and Greek letters that pass for Latin ones in common fonts (host names are
// lowercased by IDNA, so capitals never reach here), with the Latin letter each passes for.
const LATIN_LOOKALIKES: ReadonlyMap<string, string> = new Map(
  [..."асԁеҽһіјӏорԛѕԝхуүѵαηικνορτυχγω"].map((letter, i) => [
    letter,
    "acdeehijlopqswxyyvanikvoptuxyw"[i] ?? "",
  ]),
);

const LETTER = /\p{L}/u;

function scriptOf(letter: string): Script | undefined {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0];
}

/** True when one label mixes Latin, Cyrillic and Greek, or is spelt only with look-alikes of Latin. */
export function isHomographLabel(label: string): boolean {
  const letters = [...label].filter((ch) => LETTER.test(ch));
  const scripts = new Set(letters.map(scriptOf).filter((script) => script !== undefined));
  if (scripts.size > 1) return true;
  if (scripts.has("Latin") || scripts.size === 0) return false;
  return letters.every((letter) => LATIN_LOOKALIKES.has(letter));
}

/** True when a label of the host (punycode or Unicode) is a homograph. */
export function isHomographHost(hostname: string): boolean {
  if (hostname.startsWith("[")) return false; // an IPv6 literal has no letters to fake
  return hostname.split(".").some((label) => isHomographLabel(domainToUnicode(label) || label));
}

/** Scripts a letter of a look-alike host is named by; a letter of none of them is of "other". */
export const LETTER_SCRIPTS = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Armenian",
  "Georgian",
  "Cherokee",
  "Hebrew",
  "Arabic",
  "Han",
  "Hangul",
  "Thai",
] as const;

export type LetterScript = (typeof LETTER_SCRIPTS)[number] | "other";

// Unicode's Script property, as the regular expression engine knows it (kept current with Node's ICU).
const SCRIPT_PATTERNS: Record<(typeof LETTER_SCRIPTS)[number], RegExp> = {
  Latin: /\p{Script=Latin}/u,
  Cyrillic: /\p{Script=Cyrillic}/u,
  Greek: /\p{Script=Greek}/u,
  Armenian: /\p{Script=Armenian}/u,
  Georgian: /\p{Script=Georgian}/u,
  Cherokee: /\p{Script=Cherokee}/u,
  Hebrew: /\p{Script=Hebrew}/u,
  Arabic: /\p{Script=Arabic}/u,
  Han: /\p{Script=Han}/u,
  Hangul: /\p{Script=Hangul}/u,
  Thai: /\p{Script=Thai}/u,
};

function letterScript(letter: string): LetterScript {
  return LETTER_SCRIPTS.find((script) => SCRIPT_PATTERNS[script].test(letter)) ?? "other";
}

/** A letter of a look-alike host that is not of the alphabet the host passes for. */
export interface ForeignLetter {
  /** Its place among the characters (code points) of the host in Unicode. */
  at: number;
  letter: string;
  script: LetterScript;
  /** The Latin letter it passes for, when it is a known look-alike of one. */
  looksLike?: string;
}

/**
 * The letters that make a host a look-alike. A label whose every non-Latin letter passes for a Latin one
 * ("pаypal", "аррӏе") is read as Latin, and those letters are the foreign ones; a label that is a word of
 * another script with a Latin letter slipped in ("шкоlа") is read in its own script, and the letters of
 * any other are foreign.
 */
export function foreignLetters(hostname: string): ForeignLetter[] {
  const unicode = domainToUnicode(hostname) || hostname;
  const found: ForeignLetter[] = [];
  let at = 0;
  for (const label of unicode.split(".")) {
    const characters = [...label];
    if (isHomographLabel(label)) {
      const letters = characters
        .map((letter, i) => ({ at: at + i, letter, script: letterScript(letter) }))
        .filter(({ letter }) => LETTER.test(letter));
      const own = letters.every(({ letter, script }) => script === "Latin" || LATIN_LOOKALIKES.has(letter))
        ? "Latin"
        : mostUsedScript(letters.map(({ script }) => script));
      for (const letter of letters) {
        if (letter.script === own) continue;
        const looksLike = LATIN_LOOKALIKES.get(letter.letter);
        found.push(looksLike && own === "Latin" ? { ...letter, looksLike } : letter);
      }
    }
    at += characters.length + 1; // the dot
  }
  return found;
}

function mostUsedScript(scripts: LetterScript[]): LetterScript {
  const counts = new Map<LetterScript, number>();
  for (const script of scripts) counts.set(script, (counts.get(script) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "Latin";
}

/** The host as a reader takes it: each look-alike letter read as the Latin one it passes for. */
export function latinReading(hostname: string): string {
  const unicode = domainToUnicode(hostname) || hostname;
  return [...unicode].map((letter) => LATIN_LOOKALIKES.get(letter) ?? letter).join("");
}

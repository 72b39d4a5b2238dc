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

/** The host as a reader takes it: each look-alike letter read as the Latin one it passes for. */
export function latinReading(hostname: string): string {
  const unicode = domainToUnicode(hostname) || hostname;
  return [...unicode].map((letter) => LATIN_LOOKALIKES.get(letter) ?? letter).join("");
}

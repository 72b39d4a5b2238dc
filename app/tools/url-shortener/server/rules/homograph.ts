// Host names that imitate another with letters from a different script, like "pаypal.com" with a
// Cyrillic "а". Hosts arrive as punycode; each label is decoded and judged on its own.
import { domainToUnicode } from "node:url";
import { refuse, SAFE, type Verdict } from "./verdict.ts";

type Script = "Latin" | "Cyrillic" | "Greek";

const SCRIPTS: [Script, RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
];

// Lowercase Cyrillic and Greek letters that pass for Latin ones in common fonts (host names are
// lowercased by IDNA, so capitals never reach here). Read as: а→a, с→c, ԁ→d, е→e, ҽ→e, һ→h, і→i, ј→j,
// ӏ→l, о→o, р→p, ԛ→q, ѕ→s, ԝ→w, х→x, у→y, ү→y, ѵ→v; α→a, η→n, ι→i, κ→k, ν→v, ο→o, ρ→p, τ→t, υ→u,
// χ→x, γ→y, ω→w.
const LATIN_LOOKALIKES = new Set("асԁеҽһіјӏорԛѕԝхуүѵαηικνορτυχγω");

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

export function checkHomograph(hostname: string): Verdict {
  if (hostname.startsWith("[")) return SAFE; // an IPv6 literal has no letters to fake
  const spoof = hostname.split(".").some((label) => isHomographLabel(domainToUnicode(label) || label));
  return spoof
    ? refuse("homograph", "The link's host name imitates another one with look-alike letters.")
    : SAFE;
}

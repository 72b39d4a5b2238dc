// Which script a letter is written in, as far as look-alikes need it: the scripts of the confusables
// data by their ISO 15924 code, East Asian scripts as one (one Japanese word mixes three of them), any
// other script as "Zzzz", and letters common to every script (mathematical letters…) as none.
import { CodePointTable } from "./code-point-table.ts";
import { confusableLetters } from "./unicode-data.ts";

const EAST_ASIAN = new Set(["Hani", "Hira", "Kana", "Hang"]);
const OTHER_SCRIPT = "Zzzz";
const COMMON = /^\p{Script=Zyyy}$/u;

/** The script a word's letters are counted by: East Asian scripts count as one. */
export function scriptGroup(script: string): string {
  return EAST_ASIAN.has(script) ? "Hani" : script;
}

// Scripts are numbered for the table: 0 is "none", then Latin, then the others as they are met.
const NONE = 0;
const numbers = new Map<string, number>([["Latn", 1]]);
const names: string[] = ["", "Latn"];
let tests: [string, RegExp][] | undefined;

function numberOf(script: string): number {
  let number = numbers.get(script);
  if (number === undefined) {
    number = names.push(script) - 1;
    numbers.set(script, number);
  }
  return number;
}

function testScript(codePoint: number): string | null {
  const letter = String.fromCodePoint(codePoint);
  if (COMMON.test(letter)) return null;
  tests ??= [...new Set([...confusableLetters().values()].map((info) => info.script))].map((code) => [
    code,
    new RegExp(`^\\p{Script=${code}}$`, "u"),
  ]);
  const found = tests.find(([, test]) => test.test(letter));
  return found ? scriptGroup(found[0]) : OTHER_SCRIPT;
}

// Stored plus one, as the table keeps 0 for "not computed".
const table = new CodePointTable((codePoint) => {
  const known = confusableLetters().get(codePoint)?.script;
  const script = known ? scriptGroup(known) : testScript(codePoint);
  return (script === null ? NONE : numberOf(script)) + 1;
});

/** The script group of a letter as a number (0 for a letter of no one script), for fast comparison. */
export function letterScriptNumber(codePoint: number): number {
  return codePoint < 0x80 ? 1 : table.get(codePoint) - 1;
}

/** The script group of a letter, or null for a letter of no one script. */
export function letterScript(codePoint: number): string | null {
  const number = letterScriptNumber(codePoint);
  return number === NONE ? null : (names[number] ?? null);
}

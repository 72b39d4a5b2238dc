/**
 * Whether a string may change under NFC normalisation, answered without normalising it: a table says
 * which code units could take part in a change (combining marks but variation selectors and
 * enclosing marks, characters NFC replaces, the Hangul vowels and final consonants that compose with
 * what precedes them). Normalising every line of 10 MB costs about half a microsecond a line even
 * when nothing changes, which is almost always.
 */

// Nothing below U+0300 changes or combines.
const FIRST_CANDIDATE = 0x300;
// Marks that may reorder or compose; variation selectors and enclosing marks (the keycap of 1️⃣) do
// neither, and follow emoji everywhere.
const MARK = /\p{Mn}|\p{Mc}/u;
const VARIATION_SELECTOR = /\p{Variation_Selector}/u;
// Blocks of 1,024 code points (by high surrogate) known to hold emoji and symbols only, which NFC
// leaves alone; characters outside the BMP are otherwise taken as candidates.
const STABLE_ASTRAL_BLOCKS = [0xd83c, 0xd83d, 0xd83e];

let candidates: Uint8Array | undefined;

function candidateTable(): Uint8Array {
  if (candidates) return candidates;
  candidates = new Uint8Array(0x10000);
  for (let unit = FIRST_CANDIDATE; unit <= 0xffff; unit++) {
    if (unit >= 0xd800 && unit <= 0xdfff) {
      candidates[unit] = unit <= 0xdbff && !STABLE_ASTRAL_BLOCKS.includes(unit) ? 1 : 0;
      continue;
    }
    const char = String.fromCharCode(unit);
    const jamoThatComposes = (unit >= 0x1161 && unit <= 0x1175) || (unit >= 0x11a8 && unit <= 0x11c2);
    const mark = MARK.test(char) && !VARIATION_SELECTOR.test(char);
    if (jamoThatComposes || mark || char.normalize("NFC") !== char) candidates[unit] = 1;
  }
  return candidates;
}

/** False when text[start, end) is in NFC for sure; true when normalising it may change it. */
export function mayChangeUnderNfc(text: string, start = 0, end = text.length): boolean {
  const table = candidateTable();
  for (let index = start; index < end; index++) if (table[text.charCodeAt(index)] === 1) return true;
  return false;
}

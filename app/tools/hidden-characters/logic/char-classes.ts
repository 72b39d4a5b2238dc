/**
 * The kinds of character the tool shows. Each fixed kind is a set of code points decided here; look-alike
 * letters depend on the word around them (lookalikes.ts), so they are not a property of one code point.
 */
export const CHARACTER_CLASSES = [
  "bidi",
  "zero-width",
  "tag",
  "control",
  "format",
  "variation-selector",
  "soft-hyphen",
  "space",
  "blank",
  "lookalike",
] as const;

export type CharacterClass = (typeof CHARACTER_CLASSES)[number];

/** The kinds that are a property of the code point alone (every kind but look-alike letters). */
export type FixedClass = Exclude<CharacterClass, "lookalike">;

type Range = readonly [first: number, last: number];

// Each list is closed ranges of code points; the order of FIXED_RANGES decides nothing as they never overlap.
const FIXED_RANGES: readonly (readonly [FixedClass, readonly Range[]])[] = [
  // Embeddings, overrides and isolates reorder what is shown ("Trojan Source"); the marks only steer.
  [
    "bidi",
    [
      [0x061c, 0x061c],
      [0x200e, 0x200f],
      [0x202a, 0x202e],
      [0x2066, 0x2069],
    ],
  ],
  // Nothing is drawn for these. The Hangul fillers and the combining grapheme joiner are letters or
  // marks in Unicode's terms but show nothing either, which is why they hide in names and words.
  [
    "zero-width",
    [
      [0x034f, 0x034f],
      [0x115f, 0x1160],
      [0x180e, 0x180e],
      [0x200b, 0x200d],
      [0x2060, 0x2064],
      [0x3164, 0x3164],
      [0xfeff, 0xfeff],
      [0xffa0, 0xffa0],
    ],
  ],
  [
    "tag",
    [
      [0xe0001, 0xe0001],
      [0xe0020, 0xe007f],
    ],
  ],
  // C0 and C1 controls, less tab, line feed and carriage return, which every text has.
  [
    "control",
    [
      [0x0000, 0x0008],
      [0x000b, 0x000c],
      [0x000e, 0x001f],
      [0x007f, 0x009f],
    ],
  ],
  [
    "variation-selector",
    [
      [0x180b, 0x180d],
      [0x180f, 0x180f],
      [0xfe00, 0xfe0f],
      [0xe0100, 0xe01ef],
    ],
  ],
  ["soft-hyphen", [[0x00ad, 0x00ad]]],
  [
    "space",
    [
      [0x00a0, 0x00a0],
      [0x1680, 0x1680],
      [0x2000, 0x200a],
      [0x2028, 0x2029],
      [0x202f, 0x202f],
      [0x205f, 0x205f],
      [0x3000, 0x3000],
    ],
  ],
  // A symbol, not a space, that draws an empty cell: where a site refuses a blank or space-only name, the
  // Braille pattern blank passes its check and still shows nothing.
  ["blank", [[0x2800, 0x2800]]],
];

const FORMAT = /^\p{Cf}$/u;

/** The fixed kind of a code point, or null for an ordinary one; any other format character is "format". */
export function fixedClassOf(codePoint: number): FixedClass | null {
  for (const [kind, ranges] of FIXED_RANGES) {
    for (const [first, last] of ranges) if (codePoint >= first && codePoint <= last) return kind;
  }
  return FORMAT.test(String.fromCodePoint(codePoint)) ? "format" : null;
}

/** Every code point of the fixed kinds listed above (not the other format characters). */
export function listedCodePoints(): number[] {
  return FIXED_RANGES.flatMap(([, ranges]) =>
    ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)),
  );
}

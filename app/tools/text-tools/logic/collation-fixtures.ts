import { seededRandom } from "../../../test/seeded-random.ts";

/**
 * Random lines for the tests that check sorting against Intl.Collator: French, Vietnamese and English
 * letters with every accent and case, ligatures, digits, punctuation, emoji, accents typed as
 * combining marks, and characters that get no key (other scripts, ², ½, ĳ). Words are varied in case
 * and accents so that many lines tie at the primary level.
 */
const LETTERS = "aàáâãäåăắằẳẵặấầẩẫậbcçdđeèéêëếềểễệfghiìíîïĩịjklmnñoòóôõöơớờởỡợpqrsßtuùúûüũưứừửữựvwxyýỳỷỹỵzœæ";
const WORDS = [
  "ete",
  "été",
  "Été",
  "ETE",
  "duong",
  "đường",
  "Đường",
  "coeur",
  "cœur",
  "oe",
  "ơi",
  "ôi",
  "an",
  "ăn",
  "ân",
];
const PIECES = [
  " ",
  " ",
  "-",
  "'",
  "’",
  ".",
  ",",
  "!",
  "?",
  "«",
  "»",
  "(",
  '"',
  "/",
  "&",
  "\t",
  "0",
  "7",
  "10",
  "2",
  "007",
  "12345678901234567890",
  "😀",
  "👍🏽",
  "🇫🇷",
  "❤️",
  "👨‍👩‍👧",
  "e\u0301",
  "A\u0300",
  "o\u0302\u0301",
  "日本",
  "Ω",
  "ж",
  "²",
  "½",
  "ĳ",
  "Æ",
  "Œ",
  "ẞ",
];

/** `count` random lines; `plain` leaves out the pieces that get no key. */
export function randomLines(count: number, seed: number): string[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const letter = () => {
    const char = pick([...LETTERS]);
    return next() < 0.3 ? char.toUpperCase() : char;
  };
  return Array.from({ length: count }, () => {
    const parts: string[] = [];
    const size = Math.floor(next() * 8);
    for (let i = 0; i < size; i++) {
      const roll = next();
      parts.push(roll < 0.4 ? pick(WORDS) : roll < 0.75 ? letter() : pick(PIECES));
    }
    return parts.join(next() < 0.5 ? " " : "");
  });
}

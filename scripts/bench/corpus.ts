// The trilingual text the benches measure, from one vocabulary: the same words, accents and oddities in
// every bench, drawn from a seed so that each run measures the same text and figures stay comparable.
import { LANGUAGES, type Language } from "#app/i18n/languages.ts";
import { seededRandom } from "#app/test/seeded-random.ts";

const words = (text: string) => text.split(" ");

/** Everyday sentences: accents, œ, the typographic apostrophe, Vietnamese tones, short and long words. */
export const WORDS: Record<Language, readonly string[]> = {
  en: words(
    "the quick brown fox jumps over a lazy dog while every source is checked twice before anyone quotes it in the morning news report about a claim that spread online",
  ),
  fr: words(
    "le cœur a ses raisons que la raison ne connaît point où est passée l’été dernier à côté des élèves qui étudient français avec soin déjà façon naïve",
  ),
  vi: words(
    "đường phố hà nội những người việt nam tiếng yêu thương mùa thu ở đâu trời xanh biển rộng học sinh trường làng quê hương đất nước ngày mới",
  ),
};

/** The three languages in one pool, for texts that mix them word by word. */
export const MIXED_WORDS: readonly string[] = LANGUAGES.flatMap((language) => WORDS[language]);

/** A news report's longer words, for measures that count syllables and sentences (readability). */
export const NEWS_WORDS: Record<Language, readonly string[]> = {
  en: words(
    "the government said on Tuesday that independent investigators had verified photographs circulating online although several claims remained misleading according to researchers who compared metadata timestamps with archived copies of the original publication and interviewed witnesses",
  ),
  fr: words(
    "le gouvernement a déclaré mardi que des enquêteurs indépendants avaient vérifié les photographies qui circulent en ligne même si plusieurs affirmations restaient trompeuses selon les chercheurs qui ont comparé les métadonnées avec les copies archivées de l’article d’origine",
  ),
  vi: words(
    "chính phủ cho biết hôm thứ ba rằng các điều tra viên độc lập đã xác minh những bức ảnh lan truyền trên mạng mặc dù một số thông tin vẫn gây hiểu lầm theo các nhà nghiên cứu đã so sánh siêu dữ liệu với bản lưu trữ của bài viết gốc",
  ),
};

/** A title before a name, whose full stop ends no sentence. */
export const TITLES: Record<Language, string> = { en: "Dr. Smith", fr: "M. Dupont", vi: "TS. Trần" };

/** What makes text tools work harder: a flag, an emoji, decomposed accents, a capital ligature, a «. */
export const UNUSUAL: readonly string[] = ["🇫🇷", "👍", "e\u0301te\u0301", "Đà Lạt", "ŒUVRE", "«"];

/** Choices drawn from `seed`: the same "random" text on every run. */
export function chooser(seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return {
    next,
    pick,
    /** A whole number from `min` to `max`, both included. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A word of `from`, or one time in fifty a piece of `extras`. */
    word: (from: readonly string[], extras: readonly string[] = UNUSUAL) =>
      next() < 0.02 ? pick(extras) : pick(from),
  };
}

/** Words made a sentence: the first letter capitalised, `end` after the last word. */
export function sentence(parts: readonly string[], end: string): string {
  const text = parts.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${end}`;
}

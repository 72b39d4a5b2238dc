/** The languages whose texts the tool measures. */
export const READING_LANGUAGES = ["en", "fr", "vi"] as const;
export type ReadingLanguage = (typeof READING_LANGUAGES)[number];

export function isReadingLanguage(value: unknown): value is ReadingLanguage {
  return READING_LANGUAGES.includes(value as ReadingLanguage);
}

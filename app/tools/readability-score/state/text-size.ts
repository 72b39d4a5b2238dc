/** The longest text the tool takes, in UTF-16 code units (2 MB of English, about 1.5 MB of Vietnamese). */
export const MAX_CHARACTERS = 2_000_000;

/** Texts longer than this are shown without their sentences marked: the marked copy would be too long to read. */
export const MARKED_CHARACTERS = 20_000;

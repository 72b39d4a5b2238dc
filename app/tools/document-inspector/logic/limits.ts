/** The largest file read (200 MB): the picker refuses a larger one at the field, the worker too. */
export const MAX_DOCUMENT_BYTES = 200_000_000;
/**
 * Items of one list the Markdown report writes, as many as a PDF's lists keep (pdf-facts.ts MAX_LISTED):
 * an Office file's lists keep up to 10,000, too many to read; the rest are counted.
 */
export const MAX_MARKDOWN_ITEMS = 2000;

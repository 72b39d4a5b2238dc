/** The largest file read (200 MB): the picker refuses a larger one at the field, the worker too. */
export const MAX_DOCUMENT_BYTES = 200_000_000;

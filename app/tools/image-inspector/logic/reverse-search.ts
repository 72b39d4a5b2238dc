// Moved to app/lib/reverse-search.ts, shared with the video inspector's frames.
export * from "../../../lib/reverse-search.ts";

// Moved to app/lib/use-object-url.ts, shared with the video inspector.
export * from "../../../lib/use-object-url.ts";

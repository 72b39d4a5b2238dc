// What another tool hands to a case: the shape of the public surface (public.ts), kept here so the
// dialog, the storage and the tools agree on it.
export interface Evidence {
  /** Which tool made it: one of the kinds the case file names (case_file:kinds.*), or another word. */
  kind: string;
  title: string;
  sourceUrl?: string;
  /** The tool's result, as JSON (what cannot be JSON is dropped). */
  result: unknown;
  files?: File[];
  note?: string;
}

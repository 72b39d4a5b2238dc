// What another tool hands to a case: the shape of the public surface (public.ts), kept here so the
// dialog, the storage and the tools agree on it.
import type { EvidenceKind } from "#app/tools/definition.ts";

export interface Evidence {
  /**
   * Which tool (or shared feature) made it: a kind its definition declares (evidenceKinds), which names
   * it in the case.
   */
  kind: EvidenceKind;
  title: string;
  sourceUrl?: string;
  /** The tool's result, as JSON (what cannot be JSON is dropped). */
  result: unknown;
  files?: File[];
  note?: string;
}

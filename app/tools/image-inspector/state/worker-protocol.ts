import type { Inspection } from "../logic/inspection.ts";

/** The page hands the worker the file itself (a cheap reference, no copy). */
export interface InspectRequest {
  id: number;
  file: Blob;
}

export type InspectResponse =
  | { id: number; kind: "inspection"; inspection: Inspection }
  | { id: number; kind: "hash"; sha256: string }
  | { id: number; kind: "thumbnail"; differs: boolean }
  | { id: number; kind: "error"; message: string };

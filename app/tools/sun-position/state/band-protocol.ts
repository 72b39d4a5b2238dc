// The shadow band's worker job (lib/workers/job-protocol.ts): the band at one instant, and what it covers.
import type { BandAnswer } from "../logic/band-answer.ts";
import type { BandQuery } from "../logic/shadow-band.ts";

export type BandJobs = {
  /** Null when no sun casts that shadow (a ratio or margin out of range). */
  band(query: BandQuery): Promise<BandAnswer | null>;
};

// The shadow band's worker job (lib/workers/job-protocol.ts): the band at one instant, and what it covers.
import type { Language } from "#app/i18n/languages.ts";
import type { BandCountry } from "../logic/band-places.ts";
import type { Coordinates } from "../logic/coordinates.ts";
import type { BandQuery, ShadowBand } from "../logic/shadow-band.ts";

/** A town inside the band: its names in the three languages, its country (ISO alpha-2) and where it is. */
export interface BandTown {
  names: Record<Language, string>;
  country: string;
  coordinates: Coordinates;
}

/** The band and the table under it: the countries it crosses (atlas codes), the largest towns inside. */
export interface BandAnswer {
  band: ShadowBand;
  countries: BandCountry[];
  towns: BandTown[];
}

export type BandJobs = {
  /** Null when no sun casts that shadow (a ratio or margin out of range). */
  band(query: BandQuery): Promise<BandAnswer | null>;
};

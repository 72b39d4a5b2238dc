// The band and the table under it, from the country outlines and the list of towns: what the band's
// worker answers (state/band-jobs.ts loads the data), and what the bench times.
import { type Countries, countryAt } from "#app/features/where/logic/countries.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type BandCountry, bandSamples, countriesInBand, placesInBand } from "./band-places.ts";
import type { Coordinates } from "./coordinates.ts";
import type { Place } from "./places.ts";
import { type BandQuery, type ShadowBand, shadowBand } from "./shadow-band.ts";

/** A town inside the band: its names in the three languages, its country (ISO alpha-2) and where it is. */
export interface BandTown {
  names: Record<Language, string>;
  country: string;
  coordinates: Coordinates;
}

/** The band and its table: the countries it crosses, the largest towns inside. */
export interface BandAnswer {
  band: ShadowBand;
  countries: BandCountry[];
  towns: BandTown[];
}

/** Towns listed under the map, the largest first. */
const MAX_TOWNS = 20;

/** Null when no sun casts that shadow (a ratio or margin out of range). */
export function bandAnswer(
  query: BandQuery,
  countries: Countries,
  places: readonly Place[],
): BandAnswer | null {
  const band = shadowBand(query);
  if (!band) return null;
  // An outline without an ISO code (N. Cyprus, Somaliland) is named as the atlas names it.
  const countryOf = (point: Coordinates) => {
    const outline = countryAt(countries, point);
    return outline ? (outline.properties.code ?? outline.properties.name) : null;
  };
  return {
    band,
    countries: countriesInBand(bandSamples(band, query.direction), countryOf),
    towns: placesInBand(band, query.direction, places, MAX_TOWNS).map(({ names, country, coordinates }) => ({
      names,
      country,
      coordinates,
    })),
  };
}

// The shadow band's job, run in its worker: the ring (or sector) itself takes a millisecond; placing a
// few thousand samples of it in countries and testing every town is what is kept off the page.
import { countryAt } from "#app/features/where/logic/countries.ts";
import { loadCountries } from "#app/features/where/state/where-data.ts";
import { bandSamples, countriesInBand, placesInBand } from "../logic/band-places.ts";
import { shadowBand } from "../logic/shadow-band.ts";
import type { BandJobs } from "./band-protocol.ts";
import { loadPlaces } from "./places.ts";

/** Towns listed under the map, the largest first. */
const MAX_TOWNS = 20;

export const bandJobs: BandJobs = {
  async band(query) {
    const band = shadowBand(query);
    if (!band) return null;
    const [outlines, places] = await Promise.all([loadCountries(), loadPlaces()]);
    // An outline without an ISO code (N. Cyprus, Somaliland) is named as the atlas names it.
    const countryOf = (point: { lat: number; lon: number }) => {
      const outline = countryAt(outlines, point);
      return outline ? (outline.properties.code ?? outline.properties.name) : null;
    };
    return {
      band,
      countries: countriesInBand(bandSamples(band, query.direction), countryOf),
      towns: placesInBand(band, query.direction, places, MAX_TOWNS).map(
        ({ names, country, coordinates }) => ({
          names,
          country,
          coordinates,
        }),
      ),
    };
  },
};

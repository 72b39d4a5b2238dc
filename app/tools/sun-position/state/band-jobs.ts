// The shadow band's job, run in its worker: the ring (or sector) itself takes a millisecond; placing a
// few thousand samples of it in countries and testing every town is what is kept off the page.
import { type CountryOutline, loadCountryOutlines } from "#app/features/world-map/countries.ts";
import { bandSamples, type CountryShape, countriesInBand, placesInBand } from "../logic/band-places.ts";
import { shadowBand } from "../logic/shadow-band.ts";
import type { BandJobs } from "./band-protocol.ts";
import { loadPlaces } from "./places.ts";

/** Towns listed under the map, the largest first. */
const MAX_TOWNS = 20;

const shapes = (outlines: CountryOutline[]): CountryShape[] =>
  outlines.map((outline) => ({ code: outline.id, shape: outline }));

export const bandJobs: BandJobs = {
  async band(query) {
    const band = shadowBand(query);
    if (!band) return null;
    const [outlines, places] = await Promise.all([loadCountryOutlines(), loadPlaces()]);
    return {
      band,
      countries: countriesInBand(bandSamples(band, query.direction), shapes(outlines)),
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

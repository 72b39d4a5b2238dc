// The shadow band's job, run in its worker: the ring (or sector) itself takes a millisecond; placing a
// few thousand samples of it in countries and testing every town is what is kept off the page.
import { loadCountries, loadZoneAt } from "#app/features/where/state/where-data.ts";
import { bandAnswer } from "../logic/band-answer.ts";
import type { BandJobs } from "./band-protocol.ts";
import { loadPlaces } from "./places.ts";

export const bandJobs: BandJobs = {
  async band(query) {
    // The zones' shapes load only for a clock whose zone is unknown: each town is then read on its own.
    const [countries, places, zoneAt] = await Promise.all([
      loadCountries(),
      loadPlaces(),
      query.zoneUnknown ? loadZoneAt() : undefined,
    ]);
    return bandAnswer(query, { countries, places, zoneAt });
  },
};

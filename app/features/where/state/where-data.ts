import { type Countries, type CountriesTopology, readCountries } from "../logic/countries.ts";
import type { WhereData } from "../logic/locate.ts";
import { readTowns, type TownIndex, type TownsFile } from "../logic/towns.ts";
import { loadOnce } from "./load-once.ts";

// Each file is fetched from this site the first time a point is placed or a map drawn, never with the
// page (decision 039: about 245 KB gzip together).

/** The towns of place-data/towns.json, ready to search (about 177 KB gzip). */
export const loadTowns: () => Promise<TownIndex> = loadOnce(() =>
  import("../place-data/towns.json").then((module) => readTowns(module.default as unknown as TownsFile)),
);

/**
 * Natural Earth's countries at 1:110m (world-atlas, about 38 KB gzip), as GeoJSON features with their ISO
 * codes: the map draws them, and locatePoint finds the country of a point in them.
 */
export const loadCountries: () => Promise<Countries> = loadOnce(() =>
  import("world-atlas/countries-110m.json").then((module) =>
    readCountries(module.default as unknown as CountriesTopology),
  ),
);

/** The IANA zone at a point (@photostructure/tz-lookup: its shapes are in its code, about 29 KB gzip). */
export const loadZoneAt: () => Promise<(lat: number, lon: number) => string> = loadOnce(() =>
  import("@photostructure/tz-lookup").then((module) => module.default),
);

/** All three, for locatePoint. */
export const loadWhere: () => Promise<WhereData> = loadOnce(async () => {
  const [towns, countries, zoneAt] = await Promise.all([loadTowns(), loadCountries(), loadZoneAt()]);
  return { towns, countries, zoneAt };
});

import type { Language } from "#app/i18n/languages.ts";
import { type LatLon, unitVector } from "./geodesy.ts";

/**
 * One town of place-data/towns.json (scripts/town-list.ts writes it): [latitude, longitude] in hundredths
 * of a degree, each from the town before it in the same country (the first from 0, 0), its population in
 * thousands (two significant figures; 0 where GeoNames has none) and GeoNames' name; then, for the towns
 * scripts/place-names.ts names, its names in English, French and Vietnamese ("" where GeoNames' is used).
 */
export type TownRow =
  | [dLat: number, dLon: number, thousands: number, name: string]
  | [dLat: number, dLon: number, thousands: number, name: string, en: string, fr: string, vi: string];

/** The file: its source's credit, and the towns of each country (ISO 3166 alpha-2), south to north. */
export interface TownsFile {
  attribution: string;
  towns: Record<string, TownRow[]>;
}

export interface Town extends LatLon {
  /** ISO 3166 alpha-2, as GeoNames gives it. */
  country: string;
  names: Record<Language, string>;
  /** Rounded as in the file: a figure to rank towns by, not to quote. */
  population: number;
}

/** The towns and their unit vectors, three numbers a town in the same order, for the search. */
export interface TownIndex {
  attribution: string;
  towns: readonly Town[];
  vectors: Float64Array;
}

export function readTowns(file: TownsFile): TownIndex {
  const towns: Town[] = [];
  for (const [country, rows] of Object.entries(file.towns)) {
    let lat = 0;
    let lon = 0;
    for (const [dLat, dLon, thousands, name, en, fr, vi] of rows) {
      lat += dLat;
      lon += dLon;
      towns.push({
        country,
        lat: lat / 100,
        lon: lon / 100,
        population: thousands * 1000,
        names: { en: en || name, fr: fr || name, vi: vi || name },
      });
    }
  }
  const vectors = new Float64Array(towns.length * 3);
  for (const [index, town] of towns.entries()) vectors.set(unitVector(town), index * 3);
  return { attribution: file.attribution, towns, vectors };
}

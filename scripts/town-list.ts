// Builds app/features/where/place-data/towns.json, the towns that say where a coordinate is ("12 km NNE
// of Hà Nội"): GeoNames' towns of at least 50,000 people and every capital, then, from the most populous
// down, every other populated place more than 50 km from all those kept, so no inhabited place is further
// than that from a named one (decision 039). Names in English, French and Vietnamese from
// scripts/place-names.ts. Run `npm run towns` after changing either; a unit test fails while the file is
// out of date.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EARTH_RADIUS_KM, unitVector } from "#app/features/where/logic/geodesy.ts";
import type { TownRow, TownsFile } from "#app/features/where/logic/towns.ts";
import { ATTRIBUTION, type GeoNamesCity, geoNamesCities, PLACE_CODES } from "./place-list.ts";
import { PLACE_NAMES } from "./place-names.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const TOWNS_FILE = path.join(ROOT, "app/features/where/place-data/towns.json");

/** A town people know by name… */
export const MIN_POPULATION = 50_000;
/** …and, where there is none, the largest place within this distance. */
export const FILL_KM = 50;

/** The straight-line (chord) length through the unit sphere of FILL_KM on its surface. */
const FILL_CHORD = 2 * Math.sin(FILL_KM / EARTH_RADIUS_KM / 2);

/**
 * The towns kept so far, by cube of FILL_CHORD in space: a place within FILL_KM of one is in its cube or
 * a neighbouring one, at the antimeridian and the poles too.
 */
class KeptTowns {
  readonly #cubes = new Map<string, [number, number, number][]>();
  readonly #key = (cube: number[]) => cube.join(",");
  readonly #cube = (vector: readonly number[]) => vector.map((value) => Math.floor(value / FILL_CHORD));

  add(vector: [number, number, number]) {
    const key = this.#key(this.#cube(vector));
    this.#cubes.set(key, [...(this.#cubes.get(key) ?? []), vector]);
  }

  hasOneNear(vector: [number, number, number]): boolean {
    const [i = 0, j = 0, k = 0] = this.#cube(vector);
    for (let di = -1; di <= 1; di++)
      for (let dj = -1; dj <= 1; dj++)
        for (let dk = -1; dk <= 1; dk++)
          for (const other of this.#cubes.get(this.#key([i + di, j + dj, k + dk])) ?? []) {
            if (Math.hypot(other[0] - vector[0], other[1] - vector[1], other[2] - vector[2]) <= FILL_CHORD)
              return true;
          }
    return false;
  }
}

/** Thousands, to two significant figures: enough to rank towns, and short. */
function thousands(population: number): number {
  const value = population / 1000;
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

const hundredths = (degrees: number) => Math.round(degrees * 100);

function chooseTowns(cities: readonly GeoNamesCity[]): GeoNamesCity[] {
  const places = cities
    .filter((city) => PLACE_CODES.has(city.featureCode))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  const kept = new KeptTowns();
  return places.filter((city) => {
    const [lon, lat] = city.loc.coordinates;
    const vector = unitVector({ lat, lon });
    const known = city.population >= MIN_POPULATION || city.featureCode === "PPLC";
    if (!known && kept.hasOneNear(vector)) return false;
    kept.add(vector);
    return true;
  });
}

export function buildTowns(cities: readonly GeoNamesCity[]): TownsFile {
  const byCountry = new Map<string, GeoNamesCity[]>();
  for (const city of chooseTowns(cities))
    byCountry.set(city.country, [...(byCountry.get(city.country) ?? []), city]);
  const towns: Record<string, TownRow[]> = {};
  for (const country of [...byCountry.keys()].sort()) {
    const position = (city: GeoNamesCity) =>
      city.loc.coordinates.map(hundredths) as [lon: number, lat: number];
    // South to north, so each town is a few hundredths of a degree from the one before it.
    const list = (byCountry.get(country) ?? []).sort((a, b) => {
      const [lonA, latA] = position(a);
      const [lonB, latB] = position(b);
      return latA - latB || lonA - lonB || a.name.localeCompare(b.name);
    });
    let [lastLat, lastLon] = [0, 0];
    towns[country] = list.map((city) => {
      const [lon, lat] = position(city);
      const row: TownRow = [lat - lastLat, lon - lastLon, thousands(city.population), city.name];
      [lastLat, lastLon] = [lat, lon];
      const names = PLACE_NAMES[`${city.name}|${city.country}`];
      if (names === undefined) return row;
      const other = (name: string | undefined) => (name === undefined || name === city.name ? "" : name);
      return [...row, other(names.en), other(names.fr), other(names.vi)];
    });
  }
  return { attribution: ATTRIBUTION, towns };
}

/** The file's text: one town a line, so a change of data reads as a short diff. */
export function townsFileText({ attribution, towns }: TownsFile): string {
  const countries = Object.entries(towns).map(
    ([country, rows]) =>
      `    ${JSON.stringify(country)}: [\n${rows.map((row) => `      ${JSON.stringify(row)}`).join(",\n")}\n    ]`,
  );
  return `{\n  "attribution": ${JSON.stringify(attribution)},\n  "towns": {\n${countries.join(",\n")}\n  }\n}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const data = buildTowns(geoNamesCities());
  const text = townsFileText(data);
  await writeFile(TOWNS_FILE, text);
  const count = Object.values(data.towns).reduce((sum, rows) => sum + rows.length, 0);
  console.log(
    `${count} towns (${(text.length / 1024).toFixed(0)} KB) written to ${path.relative(ROOT, TOWNS_FILE)}`,
  );
}

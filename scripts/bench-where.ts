// Measures the where feature of issue 43 (decision 039), in Node: the town index loaded and parsed, the
// nearest places of 1,000 random points on the globe (target ≤ 20 ms each, after the load), the whole
// answer for a point (towns, country, zone), and the gzip sizes of what the browser fetches on first use
// (the towns, the 1:110m outlines, tz-lookup; target ≤ 300 KB together). The band's figures belong to the
// sun tool's shadow band: each figure is one function in FIGURES, "not measured yet" until it is filled in.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { type CountriesTopology, readCountries } from "#app/features/where/logic/countries.ts";
import type { LatLon } from "#app/features/where/logic/geodesy.ts";
import { locatePoint, type WhereData } from "#app/features/where/logic/locate.ts";
import { nearestPlaces } from "#app/features/where/logic/nearest-places.ts";
import { readTowns, type TownsFile } from "#app/features/where/logic/towns.ts";
import { seededRandom } from "#app/test/seeded-random.ts";
import { begin, figure, loadAverage, measure, meets, percentilesText } from "./bench/harness.ts";
import { type Spread, spread } from "./bench/stats.ts";
import { TOWNS_FILE } from "./town-list.ts";

const POINTS = 1000;
const NEAREST = 3;
const LOAD_RUNS = 20;
const KB = 1024;

const require = createRequire(import.meta.url);
const ATLAS_FILE = require.resolve("world-atlas/countries-110m.json");
const TZ_FILE = require.resolve("@photostructure/tz-lookup");

begin(`Where on Earth: ${POINTS} random points, the index loaded ${LOAD_RUNS} times, medians`);

// --- Sizes ----------------------------------------------------------------------------------------------

/**
 * A JSON file as Vite serves it, a module whose text is one string for JSON.parse (json.stringify "auto"),
 * compressed as scripts/precompress.ts does.
 */
const jsonModuleGzip = (file: string) => {
  const compact = JSON.stringify(JSON.parse(readFileSync(file, "utf8")));
  return gzipSync(`export default JSON.parse(${JSON.stringify(compact)});`, { level: 9 }).length;
};
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const SIZES = {
  towns: jsonModuleGzip(TOWNS_FILE),
  atlas: jsonModuleGzip(ATLAS_FILE),
  zones: gzip(TZ_FILE),
};
const raw = (file: string) => readFileSync(file).length;
console.log(
  `  towns ${(raw(TOWNS_FILE) / KB).toFixed(0)} KB raw, atlas ${(raw(ATLAS_FILE) / KB).toFixed(0)} KB raw, ` +
    `tz-lookup ${(raw(TZ_FILE) / KB).toFixed(0)} KB raw`,
);

// --- Times ----------------------------------------------------------------------------------------------

const townsText = readFileSync(TOWNS_FILE, "utf8");
const atlasText = readFileSync(ATLAS_FILE, "utf8");
const loadTowns = () => readTowns(JSON.parse(townsText) as TownsFile);
const loadCountries = () => readCountries(JSON.parse(atlasText) as CountriesTopology);

const data: WhereData = {
  towns: loadTowns(),
  countries: loadCountries(),
  zoneAt: (await import("@photostructure/tz-lookup")).default,
};
console.log(`  ${data.towns.towns.length} towns, ${data.countries.features.length} outlines`);

/** Points spread evenly over the sphere (not over the map, which crowds the poles), the same each run. */
function randomPoints(): LatLon[] {
  const random = seededRandom(43);
  return Array.from({ length: POINTS }, () => ({
    lat: (Math.asin(2 * random() - 1) * 180) / Math.PI,
    lon: 360 * random() - 180,
  }));
}

/** Each point timed on its own, after the whole set once to warm up; its percentiles printed. */
function perPoint(label: string, job: (point: LatLon) => unknown): Spread {
  const points = randomPoints();
  for (const point of points) job(point);
  const times = points.map((point) => {
    const start = performance.now();
    job(point);
    return performance.now() - start;
  });
  console.log(`  ${label} per point: ${percentilesText(times)}`);
  return spread(times);
}

// --- The figures ----------------------------------------------------------------------------------------

/** One row: what is measured, its target, and how (a spread in the row's unit; undefined if not yet). */
interface Figure {
  what: string;
  unit: "ms" | "KB";
  target?: number;
  measure: () => Promise<Spread | undefined> | Spread | undefined;
}

const single = (value: number): Spread => ({ median: value, min: value, max: value });
const timing = async (job: () => unknown) => (await measure(job, { runs: LOAD_RUNS, warmUps: 2 })).wall;

const FIGURES: Figure[] = [
  { what: "towns.json parsed and indexed (readTowns)", unit: "ms", measure: () => timing(loadTowns) },
  {
    what: "countries-110m parsed, outlines decoded (readCountries)",
    unit: "ms",
    measure: () => timing(loadCountries),
  },
  {
    what: `nearestPlaces, ${NEAREST} towns, per random point`,
    unit: "ms",
    target: 20,
    measure: () => perPoint("nearestPlaces", (point) => nearestPlaces(data.towns, point, NEAREST)),
  },
  {
    what: "locatePoint (towns, country, zone), per random point",
    unit: "ms",
    target: 20,
    measure: () => perPoint("locatePoint", (point) => locatePoint(data, point, NEAREST)),
  },
  { what: "towns, gzip", unit: "KB", measure: () => single(SIZES.towns / KB) },
  { what: "world-atlas countries-110m, gzip", unit: "KB", measure: () => single(SIZES.atlas / KB) },
  { what: "@photostructure/tz-lookup, gzip", unit: "KB", measure: () => single(SIZES.zones / KB) },
  {
    what: "first use: towns + outlines + zones, gzip",
    unit: "KB",
    target: 300,
    measure: () => single((SIZES.towns + SIZES.atlas + SIZES.zones) / KB),
  },
  // The sun tool's shadow band (issue 43): to fill in with the band's worker and its drawing.
  {
    what: "the band for one instant, in the worker",
    unit: "ms",
    target: 200,
    measure: () => undefined,
  },
  {
    what: "the band drawn on the map",
    unit: "ms",
    target: 100,
    measure: () => undefined,
  },
];

// --- The table ------------------------------------------------------------------------------------------

const show = (value: number, unit: Figure["unit"]) => `${figure(value)} ${unit}`;
const rows: string[] = [];
for (const item of FIGURES) {
  const value = await item.measure();
  const met = value && item.target !== undefined ? meets(value.median, { atMost: item.target }) : undefined;
  if (met === false) process.exitCode = 1;
  const shown = value
    ? value.min === value.max
      ? show(value.median, item.unit)
      : `${show(value.median, item.unit)} (${figure(value.min)}–${figure(value.max)})`
    : "—";
  rows.push(
    [
      item.what.padEnd(58),
      shown.padEnd(30),
      (item.target === undefined ? "reference" : `≤ ${show(item.target, item.unit)}`).padEnd(11),
      met === undefined ? (value ? "" : "not measured yet") : met ? "meets" : "MISSES",
    ]
      .join(" ")
      .trimEnd(),
  );
}
console.log(`\n${"figure".padEnd(58)} ${"median (min–max)".padEnd(30)} ${"target".padEnd(11)} verdict`);
for (const row of rows) console.log(row);
console.log(`\nAt the end: ${loadAverage()}`);

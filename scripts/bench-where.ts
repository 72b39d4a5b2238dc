// Measures the where feature of issue 43 (decision 039), in Node: the town index loaded and parsed, the
// nearest places of 1,000 random points on the globe (target ≤ 20 ms each, after the load), the whole
// answer for a point (towns, country, zone), and the gzip sizes of what the browser fetches on first use
// (the towns, the 1:110m outlines, tz-lookup; target ≤ 300 KB together). And the sun tool's shadow band:
// its answer for one instant (the band, its countries and towns; what the worker computes, ≤ 200 ms) in
// Node, and in Chromium on the production build (`npm run build` first) the map drawn again with the
// band (≤ 100 ms), from a click on "whole world" to the next frame painted. PORT=… serves the site there.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { type CountriesTopology, readCountries } from "#app/features/where/logic/countries.ts";
import type { LatLon } from "#app/features/where/logic/geodesy.ts";
import { locatePoint, type WhereData } from "#app/features/where/logic/locate.ts";
import { nearestPlaces } from "#app/features/where/logic/nearest-places.ts";
import { readTowns, type TownsFile } from "#app/features/where/logic/towns.ts";
import { seededRandom } from "#app/test/seeded-random.ts";
import { bandAnswer } from "#app/tools/sun-position/logic/band-answer.ts";
import { type PlaceRow, readPlaces } from "#app/tools/sun-position/logic/places.ts";
import type { BandQuery } from "#app/tools/sun-position/logic/shadow-band.ts";
import places from "#app/tools/sun-position/place-data/places.json" with { type: "json" };
import { makeDataDir, startServer } from "../host/test/server.ts";
import { begin, figure, loadAverage, measure, meets, percentilesText } from "./bench/harness.ts";
import { type Spread, spread } from "./bench/stats.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
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

// --- The shadow band -----------------------------------------------------------------------------------

const BAND_RUNS = 40;
const DRAW_RUNS = 10;
const placeList = readPlaces(places.places as PlaceRow[]);

/**
 * Instants through a year and shadows short and long, half with a measured direction, the same each run;
 * with `zoneUnknown`, read as clock times in an unknown zone.
 */
function bandQueries(zoneUnknown: boolean): BandQuery[] {
  const random = seededRandom(44);
  return Array.from({ length: BAND_RUNS }, (_, index) => ({
    atMs: Date.UTC(2026, 0, 1) + random() * 365 * 86_400_000,
    ratio: 0.3 + random() * 3,
    ratioTolerance: 0.05,
    ...(index % 2 === 1 && { direction: { degrees: random() * 360, tolerance: 10 } }),
    ...(zoneUnknown && { zoneUnknown }),
  }));
}

/** Each query answered on its own, after the set once to warm up. */
function bandTimes(zoneUnknown: boolean): Spread {
  const queries = bandQueries(zoneUnknown);
  const bandData = { countries: data.countries, places: placeList, zoneAt: data.zoneAt };
  for (const query of queries) bandAnswer(query, bandData);
  const times = queries.map((query) => {
    const start = performance.now();
    bandAnswer(query, bandData);
    return performance.now() - start;
  });
  console.log(
    `  band answered per ${zoneUnknown ? "clock time, zone unknown" : "instant"}: ${percentilesText(times)}`,
  );
  return spread(times);
}

/** In Chromium: the band's map drawn again (the whole world, then the band zoomed), to the next frame. */
async function bandDrawTimes(): Promise<Spread> {
  const dataDir = await makeDataDir();
  const server = await startServer({
    DATA_DIR: dataDir.dir,
    LOG_LEVEL: "warn",
    ...(process.env.PORT ? { PORT: process.env.PORT } : {}),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/en/tools/sun-position?time=2026-03-20T12:00:00Z&zone=UTC&ratio=1`);
    await page.getByTestId("map-area").waitFor({ timeout: 60_000 });
    const times: number[] = [];
    for (let run = 0; run < DRAW_RUNS + 2; run++) {
      const time = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const button = document.querySelector<HTMLButtonElement>(
              "[data-testid=shadow-band] button[aria-pressed]",
            );
            const start = performance.now();
            button?.click();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          }),
      );
      if (run >= 2) times.push(time);
    }
    console.log(`  band map drawn again: ${percentilesText(times)}`);
    return spread(times);
  } finally {
    await browser.close();
    await server.stop();
    await dataDir.remove();
  }
}

// --- The figures ----------------------------------------------------------------------------------------

/** One row: what is measured, its target, and how (a spread in the row's unit). */
interface Figure {
  what: string;
  unit: "ms" | "KB";
  target?: number;
  measure: () => Promise<Spread> | Spread;
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
  {
    what: "the band for one instant, countries and towns (worker's job)",
    unit: "ms",
    target: 200,
    measure: () => bandTimes(false),
  },
  {
    what: "the band for a clock time in an unknown zone, countries and towns (worker's job)",
    unit: "ms",
    target: 200,
    measure: () => bandTimes(true),
  },
  {
    what: "the band's map drawn again, in Chromium",
    unit: "ms",
    target: 100,
    measure: bandDrawTimes,
  },
];

// --- The table ------------------------------------------------------------------------------------------

const show = (value: number, unit: Figure["unit"]) => `${figure(value)} ${unit}`;
const rows: string[] = [];
for (const item of FIGURES) {
  const value = await item.measure();
  const met = item.target !== undefined ? meets(value.median, { atMost: item.target }) : undefined;
  if (met === false) process.exitCode = 1;
  const shown =
    value.min === value.max
      ? show(value.median, item.unit)
      : `${show(value.median, item.unit)} (${figure(value.min)}–${figure(value.max)})`;
  rows.push(
    [
      item.what.padEnd(62),
      shown.padEnd(30),
      (item.target === undefined ? "reference" : `≤ ${show(item.target, item.unit)}`).padEnd(11),
      met === undefined ? "" : met ? "meets" : "MISSES",
    ]
      .join(" ")
      .trimEnd(),
  );
}
console.log(`\n${"figure".padEnd(62)} ${"median (min–max)".padEnd(30)} ${"target".padEnd(11)} verdict`);
for (const row of rows) console.log(row);
console.log(`\nAt the end: ${loadAverage()}`);

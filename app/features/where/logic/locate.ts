import { type Countries, countryAt } from "./countries.ts";
import { checkPoint, type LatLon, wrapLongitude } from "./geodesy.ts";
import { type NearPlace, nearestPlaces } from "./nearest-places.ts";
import type { TownIndex } from "./towns.ts";

/** Everything that says where a point is, loaded once (state/where-data.ts). */
export interface WhereData {
  towns: TownIndex;
  countries: Countries;
  /** @photostructure/tz-lookup: the IANA zone at a point, an Etc/GMT±n one at sea. */
  zoneAt: (lat: number, lon: number) => string;
}

/** The country a point is in, and what said so (decision 039). */
export interface PointCountry {
  /** ISO 3166 alpha-2. */
  code: string;
  /**
   * "outline": inside the country's 1:110m outline. "nearest-town": its nearest town's country, where the
   * outlines cannot say — a country too small to be drawn, a coast they simplify away, an outline no
   * code stands for.
   */
  source: "outline" | "nearest-town";
}

export interface PointFacts {
  /** Nearest first. */
  nearest: NearPlace[];
  /** null at sea, far from any town. */
  country: PointCountry | null;
  /** Estimated from simplified zone shapes: near a zone's border it may be its neighbour's. */
  zone: string;
}

/**
 * No inhabited place is further than 50 km from a town of the index (scripts/town-list.ts): a point
 * outside every outline and further than that from all of them is at sea.
 */
export const FALLBACK_KM = 50;

/**
 * Singapore lies inside Malaysia's 1:110m outline and San Marino inside Italy's: a country with no outline
 * of its own is recognized by its own town this close.
 */
export const UNDRAWN_KM = 10;

function pointCountry(
  countries: Countries,
  point: LatLon,
  closest: NearPlace | undefined,
): PointCountry | null {
  const town = closest && { code: closest.town.country, source: "nearest-town" as const };
  if (town && closest.distanceKm <= UNDRAWN_KM && !countries.drawn.has(town.code)) return town;
  const inside = countryAt(countries, point);
  if (inside?.properties.code) return { code: inside.properties.code, source: "outline" };
  // An outline no code stands for (Natural Earth's "N. Cyprus", "Somaliland") is land: its towns say whose.
  return town && (inside || closest.distanceKm <= FALLBACK_KM) ? town : null;
}

/** What the map and the inspectors say of a point: its nearest towns, its country and its time zone. */
export function locatePoint(data: WhereData, point: LatLon, count = 3): PointFacts {
  checkPoint(point);
  const nearest = nearestPlaces(data.towns, point, Math.max(1, count));
  return {
    nearest: nearest.slice(0, count),
    country: pointCountry(data.countries, point, nearest[0]),
    zone: data.zoneAt(point.lat, wrapLongitude(point.lon)),
  };
}

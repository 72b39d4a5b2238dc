// What a case keeps of a placed coordinate (the kind "placed-coordinate"): the point, where it was read,
// and what the where layer said of it, as plain JSON that any later version can read back.
import type { CompassPoint, LatLon } from "./geodesy.ts";
import type { PointCountry, PointFacts } from "./locate.ts";
import type { NearPlace } from "./nearest-places.ts";
import { googleMapsUrl, openStreetMapUrl } from "./point-links.ts";

/** Where the coordinate came from: a photo's GPS, a video's recorded location, the sun tool's place. */
export const PLACED_ORIGINS = ["photo", "video", "place"] as const;
export type PlacedOrigin = (typeof PLACED_ORIGINS)[number];

export interface PlacedTown extends LatLon {
  /** The sentence the page showed, in its language: "12 km NNE of Hanoi, Vietnam". */
  description: string;
  /** In English, as GeoNames names it; the page showed it in its own language. */
  town: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** To 100 m. */
  distanceKm: number;
  /** Which way the point lies from the town. */
  direction: CompassPoint;
}

export interface PlacedResult {
  point: LatLon;
  origin: PlacedOrigin;
  /** The file the coordinate was read from. */
  fileName?: string;
  /** Nearest first. */
  nearest: PlacedTown[];
  /** null at sea, far from any town. */
  country: PointCountry | null;
  /** The IANA zone, an estimate (tz-lookup's simplified shapes). */
  zone: string;
  /** Where the point can be looked at; the site never opens them itself. */
  maps: { openStreetMap: string; googleMaps: string };
}

/** The stored result, with each nearest town's sentence as `sentenceOf` wrote it on the page. */
export function placedResult(
  point: LatLon,
  origin: PlacedOrigin,
  facts: PointFacts,
  sentenceOf: (place: NearPlace) => string,
  fileName?: string,
): PlacedResult {
  return {
    point: { lat: point.lat, lon: point.lon },
    origin,
    ...(fileName ? { fileName } : {}),
    nearest: facts.nearest.map((place) => ({
      description: sentenceOf(place),
      town: place.town.names.en,
      country: place.town.country,
      lat: place.town.lat,
      lon: place.town.lon,
      distanceKm: Math.round(place.distanceKm * 10) / 10,
      direction: place.direction,
    })),
    country: facts.country,
    zone: facts.zone,
    maps: { openStreetMap: openStreetMapUrl(point), googleMaps: googleMapsUrl(point) },
  };
}

import { geoBounds, geoContains } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { type LatLon, wrapLongitude } from "./geodesy.ts";
import { ISO_NUMERIC_TO_ALPHA2 } from "./iso-countries.ts";

/** world-atlas's countries file: Natural Earth's outlines, each with its English name. */
export type CountriesTopology = Topology<{
  countries: GeometryCollection<{ name: string }>;
  land: GeometryCollection;
}>;

export interface CountryProperties {
  /** Natural Earth's English name ("N. Cyprus"), for a country no code names. */
  name: string;
  /** ISO 3166 alpha-2, for Intl.DisplayNames; null for the few outlines no code stands for. */
  code: string | null;
}

/** One outline; its `id` is the ISO 3166 numeric code ("704"), as in the atlas. */
export type CountryFeature = Feature<Polygon | MultiPolygon, CountryProperties>;

export interface Countries {
  /** As loaded, for whatever else a map draws of it (topojson-client's mesh of borders, the land). */
  topology: CountriesTopology;
  features: readonly CountryFeature[];
  /** Each feature's [[west, south], [east, north]] (west > east across the antimeridian), same order. */
  bounds: readonly [[number, number], [number, number]][];
  /** The codes of the countries drawn: at 1:110m, the smallest (Singapore, Malta, Andorra…) are not. */
  drawn: ReadonlySet<string>;
}

/** Outlines Natural Earth leaves without a numeric code that ISO still gives a code to. */
const UNNUMBERED: Readonly<Record<string, string>> = { Kosovo: "XK" };

export function readCountries(topology: CountriesTopology): Countries {
  const features = feature(topology, topology.objects.countries).features.map(
    (outline): CountryFeature => ({
      ...outline,
      geometry: outline.geometry as Polygon | MultiPolygon,
      properties: {
        name: outline.properties.name,
        code:
          (outline.id === undefined
            ? UNNUMBERED[outline.properties.name]
            : ISO_NUMERIC_TO_ALPHA2[String(outline.id)]) ?? null,
      },
    }),
  );
  return {
    topology,
    features,
    bounds: features.map((outline) => geoBounds(outline)),
    drawn: new Set(features.flatMap(({ properties }) => properties.code ?? [])),
  };
}

function inBounds(
  [[west, south], [east, north]]: [[number, number], [number, number]],
  lon: number,
  lat: number,
) {
  if (lat < south || lat > north) return false;
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
}

/** The outline the point lies in, or null at sea (and off the few islands too small for the atlas). */
export function countryAt({ features, bounds }: Countries, { lat, lon }: LatLon): CountryFeature | null {
  const east = wrapLongitude(lon);
  for (const [index, outline] of features.entries()) {
    const box = bounds[index];
    if (box && inBounds(box, east, lat) && geoContains(outline, [east, lat])) return outline;
  }
  return null;
}

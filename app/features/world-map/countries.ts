// Natural Earth's country outlines at 1:110 million (world-atlas, about 40 KB gzip), fetched from this
// site the first time a map or a band's table needs them, never with a page. Each keeps the atlas's id,
// ISO 3166-1's numeric code ("250" is France), or its name where it has none.
import type { Feature, MultiPolygon, Polygon } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";

export type CountryOutline = Feature<Polygon | MultiPolygon, { name: string }> & { id: string };

type Atlas = Topology<{ countries: GeometryCollection<{ name: string }> }>;

let loading: Promise<CountryOutline[]> | null = null;

/** The outlines, loaded once; a failed load is tried again on the next call. */
export function loadCountryOutlines(): Promise<CountryOutline[]> {
  loading ??= Promise.all([import("world-atlas/countries-110m.json"), import("topojson-client")]).then(
    ([atlas, { feature }]) => {
      const topology = atlas.default as unknown as Atlas;
      return feature(topology, topology.objects.countries).features.map(
        // A few places the atlas gives no ISO code (Kosovo, Somaliland, N. Cyprus) keep its name instead.
        (country) =>
          ({
            ...country,
            id: country.id === undefined ? country.properties.name : String(country.id),
          }) as CountryOutline,
      );
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

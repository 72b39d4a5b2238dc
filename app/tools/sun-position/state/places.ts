import { type Place, type PlaceRow, readPlaces } from "../logic/places.ts";

let places: Promise<Place[]> | null = null;

/**
 * The list of places (about 95 KB gzip), fetched from this site the first time someone types a name,
 * not with the page: most visitors paste coordinates or open a shared link. A failed fetch is tried
 * again on the next search.
 */
export function loadPlaces(): Promise<Place[]> {
  places ??= import("../place-data/places.json").then(
    (module) => readPlaces(module.default.places as PlaceRow[]),
    (error: unknown) => {
      places = null;
      throw error;
    },
  );
  return places;
}

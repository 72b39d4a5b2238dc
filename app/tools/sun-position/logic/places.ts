import { fold } from "#app/features/time-zones/logic/fold.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { Coordinates } from "./coordinates.ts";

/**
 * One place of place-data/places.json (scripts/place-list.ts writes it): [country code, latitude, longitude,
 * population, English name, French name, Vietnamese name, GeoNames' name]; a name equal to the English
 * one is "".
 */
export type PlaceRow = [string, number, number, number, string, string, string, string];

/** A city the sun page finds by name. */
export interface Place {
  country: string;
  coordinates: Coordinates;
  names: Record<Language, string>;
  /** Every name it is found by, as written (its three and GeoNames' own, each once)… */
  labels: string[];
  /** …and folded (see fold()). */
  keys: string[];
}

export function readPlaces(rows: readonly PlaceRow[]): Place[] {
  return rows.map(([country, lat, lon, , en, fr, vi, local]) => {
    const names = { en, fr: fr || en, vi: vi || en };
    const labels = [...new Set([en, names.fr, names.vi, local || en])];
    return { country, coordinates: { lat, lon }, names, labels, keys: labels.map(fold) };
  });
}

/** A place a search found, and the other name it was found by when not the page language's ("München"). */
export interface PlaceMatch {
  place: Place;
  via?: string;
}

/** Fewer letters than this find too many places to be of use. */
const MIN_QUERY = 2;

const rank = (key: string, q: string) =>
  key === q ? 0 : key.startsWith(q) ? 1 : key.includes(q) ? 2 : Number.POSITIVE_INFINITY;

/**
 * The places whose name in any of the three languages (or GeoNames' own) matches what was typed, with
 * or without accents: a name equal to it first, then one starting with it, then one containing it; the
 * most populous first among equals (the list is in that order).
 */
export function searchPlaces(
  places: readonly Place[],
  query: string,
  lang: Language,
  limit = 8,
): PlaceMatch[] {
  const q = fold(query);
  if (q.length < MIN_QUERY) return [];
  const found: (PlaceMatch & { score: number; order: number })[] = [];
  places.forEach((place, order) => {
    let score = Number.POSITIVE_INFINITY;
    let via: string | undefined;
    place.keys.forEach((key, index) => {
      const keyScore = rank(key, q);
      if (keyScore < score) {
        score = keyScore;
        const label = place.labels[index];
        via = label !== undefined && fold(label) !== fold(place.names[lang]) ? label : undefined;
      }
    });
    if (Number.isFinite(score)) found.push({ place, ...(via ? { via } : {}), score, order });
  });
  found.sort((a, b) => a.score - b.score || a.order - b.order);
  return found.slice(0, limit).map(({ place, via }) => ({ place, ...(via ? { via } : {}) }));
}

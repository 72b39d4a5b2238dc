import { type Coordinates, type CoordinatesError, parseCoordinates } from "./coordinates.ts";

/**
 * What the place field holds: coordinates (decimal, degrees-minutes-seconds or a map link), a name to
 * look up among the cities, or something wrong with coordinates. A name is two letters in a row that do
 * not make an address ("N 48 51 30" and "21°01′N" have single letters only).
 */
export type PlaceInput =
  | { kind: "coordinates"; place: Coordinates }
  | { kind: "name"; query: string }
  | { kind: "error"; code: CoordinatesError };

export function readPlaceInput(text: string): PlaceInput {
  const parsed = parseCoordinates(text);
  if (parsed.ok) return { kind: "coordinates", place: parsed.place };
  const trimmed = text.trim();
  const isAddress = /^[a-z][a-z+.-]*:/i.test(trimmed) || trimmed.includes("/");
  if (!isAddress && /\p{L}{2}/u.test(trimmed)) return { kind: "name", query: trimmed };
  return { kind: "error", code: parsed.code };
}

// Where a person can look at a point on another site's map: plain links the page offers, never follows.
import { type LatLon, wrapLongitude } from "./geodesy.ts";

/** Six decimals: about 10 cm, more than any file's coordinate means. */
const degrees = (value: number) => value.toFixed(6);

/** OpenStreetMap at the point, with a marker, zoomed to its street. */
export function openStreetMapUrl({ lat, lon }: LatLon): string {
  const [y, x] = [degrees(lat), degrees(wrapLongitude(lon))];
  return `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=17/${y}/${x}`;
}

/** Google Maps at the point, with its pin (the documented Maps URLs form: no key, no script). */
export function googleMapsUrl({ lat, lon }: LatLon): string {
  return `https://www.google.com/maps/search/?api=1&query=${degrees(lat)}%2C${degrees(wrapLongitude(lon))}`;
}

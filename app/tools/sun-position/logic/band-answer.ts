// The band and the table under it, from the country outlines and the list of towns: what the band's
// worker answers (state/band-jobs.ts loads the data), and what the bench times.
import { zoneOffsetMinutes } from "#app/features/time-zones/logic/zone-offset.ts";
import { type Countries, countryAt } from "#app/features/where/logic/countries.ts";
import type { Language } from "#app/i18n/languages.ts";
import {
  type BandCountry,
  bandHolds,
  bandSamples,
  countriesInBand,
  placesInBand,
  stripSamples,
} from "./band-places.ts";
import type { Coordinates } from "./coordinates.ts";
import type { Place } from "./places.ts";
import { type BandQuery, type ShadowBand, shadowBand, subsolarPoint } from "./shadow-band.ts";
import { MINUTE_MS } from "./sun.ts";
import { type StripBand, stripBand, stripsHold } from "./zone-unknown-band.ts";

/** A town inside the band: its names in the three languages, its country (ISO alpha-2) and where it is. */
export interface BandTown {
  names: Record<Language, string>;
  country: string;
  coordinates: Coordinates;
  /** With the zone unknown: the town's own zone, in which its clock showed the time asked. */
  zone?: string;
}

/**
 * The band and its table: the countries it crosses, the largest towns inside. At an instant it is a ring
 * (or a sector of one) round the subsolar point; for a clock in an unknown zone, strips of latitude.
 */
export type BandAnswer = (
  | { kind: "instant"; band: ShadowBand }
  | { kind: "zone-unknown"; band: StripBand }
) & {
  countries: BandCountry[];
  towns: BandTown[];
};

/**
 * For a place whose zone is known (a town, by tz-lookup): whether a clock there on its own zone's time,
 * showing the query's wall time, sees the sun cast the shadow. The strips hold every zone's clock; this
 * settles each town by its own, so the towns listed are those where the shadow truly fits.
 */
function localClockCheck(
  query: BandQuery,
  altitude: StripBand["altitude"],
  zoneAt: (lat: number, lon: number) => string,
): (place: Coordinates) => boolean {
  const subsolars = new Map<number, Coordinates>();
  return (place) => {
    const zone = zoneAt(place.lat, place.lon);
    // The offset a day either side of the wall time would only differ across a change of clocks.
    const atMs = query.atMs - zoneOffsetMinutes(zone, query.atMs) * MINUTE_MS;
    let subsolar = subsolars.get(atMs);
    if (!subsolar) {
      subsolar = subsolarPoint(atMs);
      subsolars.set(atMs, subsolar);
    }
    return bandHolds({ subsolar, altitude }, query.direction, place);
  };
}

/** Towns listed under the map, the largest first. */
const MAX_TOWNS = 20;

/** What the answer is drawn from: outlines, towns, and the zone at a point (asked for with the zone unknown). */
export interface BandData {
  countries: Countries;
  places: readonly Place[];
  zoneAt?: (lat: number, lon: number) => string;
}

/** Null when no sun casts that shadow (a ratio or margin out of range). */
export function bandAnswer(query: BandQuery, { countries, places, zoneAt }: BandData): BandAnswer | null {
  // An outline without an ISO code (N. Cyprus, Somaliland) is named as the atlas names it.
  const countryOf = (point: Coordinates) => {
    const outline = countryAt(countries, point);
    return outline ? (outline.properties.code ?? outline.properties.name) : null;
  };
  const table = (samples: Coordinates[], holds: (point: Coordinates) => boolean) => ({
    countries: countriesInBand(samples, countryOf),
    towns: placesInBand(holds, places, MAX_TOWNS).map(({ names, country, coordinates }) => ({
      names,
      country,
      coordinates,
    })),
  });
  if (query.zoneUnknown) {
    if (!zoneAt) throw new Error("The band with the zone unknown needs the zone at each town.");
    const band = stripBand(query);
    if (!band) return null;
    // A town is listed when its own zone's clock fits, not merely some zone's.
    const fits = localClockCheck(query, band.altitude, zoneAt);
    const { countries, towns } = table(
      stripSamples(band.strips),
      (point) => stripsHold(band.strips, point) && fits(point),
    );
    return {
      kind: "zone-unknown",
      band,
      countries,
      towns: towns.map((town) => ({ ...town, zone: zoneAt(town.coordinates.lat, town.coordinates.lon) })),
    };
  }
  const band = shadowBand(query);
  if (!band) return null;
  return {
    kind: "instant",
    band,
    ...table(bandSamples(band, query.direction), (point) => bandHolds(band, query.direction, point)),
  };
}

// A position as people read it: decimal degrees, degrees-minutes-seconds, and a link to OpenStreetMap.

export interface Position {
  latitude: number;
  longitude: number;
  /** Metres above sea level (negative below). */
  altitude?: number;
  /** Degrees from north the camera faced. */
  direction?: number;
  /** Horizontal error in metres, as the phone estimated it. */
  accuracy?: number;
}

export function isPosition(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    // 0,0 is what a phone writes when it had no fix, not a photo taken in the Gulf of Guinea.
    !(latitude === 0 && longitude === 0)
  );
}

/** "21.028500, 105.854200": six decimals is about 10 cm, more than any phone knows. */
export function decimal(position: Position): string {
  return `${position.latitude.toFixed(6)}, ${position.longitude.toFixed(6)}`;
}

function dmsPart(value: number, positive: string, negative: string): string {
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.floor((abs - degrees) * 60);
  let seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 10) / 10;
  if (seconds >= 60) {
    seconds = 0;
    minutes += 1;
  }
  if (minutes >= 60) {
    minutes = 0;
    degrees += 1;
  }
  return `${degrees}°${String(minutes).padStart(2, "0")}′${seconds.toFixed(1).padStart(4, "0")}″${value < 0 ? negative : positive}`;
}

/** 21°01′42.6″N 105°51′15.1″E */
export function dms(position: Position): string {
  return `${dmsPart(position.latitude, "N", "S")} ${dmsPart(position.longitude, "E", "W")}`;
}

/** The position on OpenStreetMap, with a marker, zoomed to a street. */
export function osmUrl(position: Position): string {
  const lat = position.latitude.toFixed(6);
  const lon = position.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** A place as a video's container records it (ISO 6709: `+21.0285+105.8542+010.5/`). */
export interface Place {
  latitude: number;
  longitude: number;
  /** Metres, when the string gives it. */
  altitude?: number;
}

// Decimal degrees only, the form phones and ffmpeg write; each part a sign and digits, anchored, with no
// nested repetition (decision 018).
const ISO6709 =
  /^([+-]\d{1,2}(?:\.\d{1,10})?)([+-]\d{1,3}(?:\.\d{1,10})?)([+-]\d{1,6}(?:\.\d{1,6})?)?(?:CRS[A-Z0-9_:]{1,40})?\/?$/;

/** The place in `text`, or undefined when it is not an ISO 6709 decimal point on Earth. */
export function parseIso6709(text: string): Place | undefined {
  const match = ISO6709.exec(text.trim());
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return match[3] === undefined
    ? { latitude, longitude }
    : { latitude, longitude, altitude: Number(match[3]) };
}

/** The place on OpenStreetMap, with a marker. */
export function mapUrl(place: Place): string {
  const lat = place.latitude.toFixed(6);
  const lon = place.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * The place of a 3GPP `loci` box (3GPP TS 26.244), what ffmpeg's MP4 muxer and some Android phones
 * write instead of ISO 6709 text; mediabunny hands its bytes over unread. Layout: version and flags (4),
 * language (2), a name ending in 0, role (1), then longitude, latitude and altitude as 16.16 fixed-point.
 */
export function parseLoci(bytes: Uint8Array): Place | undefined {
  let at = 6;
  while (at < bytes.length && bytes[at] !== 0) at++;
  at += 2; // the name's 0, then the role
  if (at + 12 > bytes.length) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, 12);
  const longitude = view.getInt32(0) / 65536;
  const latitude = view.getInt32(4) / 65536;
  const altitude = view.getInt32(8) / 65536;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  // 16.16 fixed point keeps about five decimals: round to what the phone meant.
  const round = (value: number) => Math.round(value * 10000) / 10000;
  return altitude === 0
    ? { latitude: round(latitude), longitude: round(longitude) }
    : { latitude: round(latitude), longitude: round(longitude), altitude: round(altitude) };
}

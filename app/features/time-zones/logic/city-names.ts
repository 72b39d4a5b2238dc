import type { Language } from "#app/i18n/languages.ts";

/**
 * Cities named differently in French or Vietnamese than in their IANA id ("Londres", "Luân Đôn"), and
 * cities that have no zone of their own but are searched for (Hà Nội is in Asia/Ho_Chi_Minh). A small
 * curated list of the cities a newsroom most often asks about; every other zone is found by its id's
 * city and its countries' names, which Intl.DisplayNames translates.
 */
interface CityNames {
  zone: string;
  /** The zone's own city, in each language where it differs from the id (shown as its name). */
  own?: Partial<Record<Language, string>>;
  /** More names to search by, in any language (other cities of the zone, old names). */
  also?: readonly string[];
}

const CITIES: readonly CityNames[] = [
  {
    zone: "Asia/Ho_Chi_Minh",
    own: { en: "Ho Chi Minh City", fr: "Hô-Chi-Minh-Ville", vi: "Thành phố Hồ Chí Minh" },
    also: ["Hà Nội", "Hanoi", "Sài Gòn", "Saigon", "Đà Nẵng", "Da Nang", "Hải Phòng", "Huế", "Cần Thơ"],
  },
  { zone: "Asia/Bangkok", also: ["Băng Cốc", "Vientiane", "Viêng Chăn"] },
  { zone: "Asia/Phnom_Penh", own: { vi: "Phnôm Pênh" } },
  { zone: "Asia/Vientiane", own: { vi: "Viêng Chăn" } },
  {
    zone: "Asia/Shanghai",
    own: { fr: "Shanghai", vi: "Thượng Hải" },
    also: ["Beijing", "Pékin", "Bắc Kinh"],
  },
  { zone: "Asia/Hong_Kong", own: { vi: "Hồng Kông" } },
  { zone: "Asia/Taipei", own: { fr: "Taipei", vi: "Đài Bắc" } },
  { zone: "Asia/Tokyo", also: ["Tô-ky-ô"] },
  { zone: "Asia/Seoul", own: { fr: "Séoul" }, also: ["Xơ-un"] },
  { zone: "Asia/Singapore", own: { fr: "Singapour" }, also: ["Xin-ga-po"] },
  { zone: "Asia/Jakarta", own: { fr: "Jakarta" }, also: ["Gia-các-ta"] },
  { zone: "Asia/Manila", own: { fr: "Manille" }, also: ["Ma-ni-la"] },
  {
    zone: "Asia/Kolkata",
    own: { en: "Kolkata" },
    also: ["Côn-ca-ta", "New Delhi", "Delhi", "Mumbai", "Bombay", "Niu Đê-li"],
  },
  { zone: "Asia/Dubai", own: { fr: "Dubaï" } },
  { zone: "Asia/Tehran", own: { fr: "Téhéran" }, also: ["Tê-hê-ran"] },
  { zone: "Asia/Jerusalem", own: { fr: "Jérusalem" }, also: ["Giê-ru-sa-lem", "Tel Aviv"] },
  { zone: "Asia/Gaza", also: ["Gaza"] },
  { zone: "Europe/London", own: { fr: "Londres", vi: "Luân Đôn" } },
  { zone: "Europe/Paris", also: ["Pa-ri"] },
  { zone: "Europe/Brussels", own: { fr: "Bruxelles" }, also: ["Brúc-xen"] },
  { zone: "Europe/Zurich", own: { fr: "Zurich" }, also: ["Genève", "Geneva", "Berne"] },
  { zone: "Europe/Berlin", also: ["Béc-lin"] },
  { zone: "Europe/Rome", also: ["Rô-ma"] },
  { zone: "Europe/Madrid", also: ["Ma-đrít"] },
  { zone: "Europe/Lisbon", own: { fr: "Lisbonne" }, also: ["Li-xbon"] },
  { zone: "Europe/Warsaw", own: { fr: "Varsovie" }, also: ["Vác-sa-va"] },
  { zone: "Europe/Vienna", own: { fr: "Vienne", vi: "Viên" } },
  { zone: "Europe/Athens", own: { fr: "Athènes" }, also: ["A-ten"] },
  { zone: "Europe/Copenhagen", own: { fr: "Copenhague" } },
  { zone: "Europe/Prague", also: ["Pra-ha"] },
  { zone: "Europe/Bucharest", own: { fr: "Bucarest" } },
  { zone: "Europe/Kyiv", own: { fr: "Kyiv" }, also: ["Ki-ép", "Kiev"] },
  { zone: "Europe/Moscow", own: { fr: "Moscou", vi: "Mát-xcơ-va" } },
  { zone: "Europe/Istanbul", also: ["I-xtan-bun"] },
  { zone: "Africa/Cairo", own: { fr: "Le Caire" }, also: ["Cai-rô"] },
  { zone: "Africa/Algiers", own: { fr: "Alger" } },
  { zone: "Africa/Casablanca", also: ["Rabat"] },
  { zone: "Africa/Kinshasa", also: ["Kin-sa-sa"] },
  {
    zone: "America/New_York",
    also: ["Niu Oóc", "Washington", "Oa-sinh-tơn", "Miami", "Boston"],
  },
  { zone: "America/Los_Angeles", also: ["San Francisco", "Seattle"] },
  { zone: "America/Chicago", also: ["Houston", "Dallas"] },
  { zone: "America/Toronto", also: ["Montréal", "Montreal", "Ottawa", "Québec"] },
  { zone: "America/Mexico_City", own: { fr: "Mexico", vi: "Thành phố Mexico" } },
  {
    zone: "America/Sao_Paulo",
    own: { en: "São Paulo", fr: "São Paulo", vi: "São Paulo" },
    also: ["Rio de Janeiro", "Brasília"],
  },
  { zone: "America/Havana", own: { fr: "La Havane" }, also: ["La Ha-ba-na"] },
  { zone: "America/Guadeloupe", also: ["Pointe-à-Pitre", "Basse-Terre"] },
  { zone: "America/Martinique", also: ["Fort-de-France"] },
  { zone: "Indian/Reunion", own: { en: "Réunion", fr: "La Réunion" }, also: ["Saint-Denis"] },
  { zone: "Indian/Mayotte", also: ["Mamoudzou"] },
  { zone: "Pacific/Noumea", own: { fr: "Nouméa" } },
  { zone: "Pacific/Tahiti", also: ["Papeete"] },
  { zone: "Australia/Sydney", also: ["Xít-ni"] },
];

const BY_ZONE = new Map(CITIES.map((city) => [city.zone, city]));

/** The city of a zone as its id writes it: "America/Port_of_Spain" → "Port of Spain". */
export function cityFromId(zone: string): string {
  const last = zone.slice(zone.lastIndexOf("/") + 1);
  return last.replaceAll("_", " ");
}

/** The name of a zone's city in a language: the curated one where it differs, else the id's. */
export function cityName(zone: string, lang: Language): string {
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC";
  return BY_ZONE.get(zone)?.own?.[lang] ?? cityFromId(zone);
}

/** A zone as the time tools name it: its city and its id, "Londres (Europe/London)"; UTC alone. */
export function zoneLabel(zone: string, lang: Language): string {
  const city = cityName(zone, lang);
  return city === zone ? zone : `${city} (${zone})`;
}

/** Every name a zone can be searched by beyond its id: its city in each language and other cities. */
export function cityAliases(zone: string): string[] {
  const city = BY_ZONE.get(zone);
  if (!city) return [];
  return [...Object.values(city.own ?? {}), ...(city.also ?? [])];
}

/**
 * Intl date formats for the page's language, with the clock its readers expect: French and Vietnamese
 * read 24-hour times, whatever a browser's locale data would pick for a bare "fr" or "vi".
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, language === "en" ? options : { ...options, hourCycle: "h23" });
}

/** Zones that ICU still lists under the names IANA replaced: people look for the current ones. */
const RENAMED: Record<string, string> = {
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
};

/** The visitor's own time zone, as their browser reports it. */
export function visitorTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return RENAMED[zone] ?? zone;
}

/** Every IANA zone the browser knows, by its current name, UTC included (not every engine lists it). */
export function supportedTimeZones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone").map((zone) => RENAMED[zone] ?? zone);
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

/** Whether the browser knows the zone (an address may name any). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

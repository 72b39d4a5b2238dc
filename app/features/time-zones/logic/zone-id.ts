import type { Language } from "#app/i18n/languages.ts";

/**
 * The zones a page in each language starts with, beside the visitor's own and UTC: where most of its
 * readers are (English readers are everywhere: the two time zones most of its news is dated in).
 */
export const LANGUAGE_ZONES: Record<Language, readonly string[]> = {
  en: ["America/New_York", "Europe/London"],
  fr: ["Europe/Paris"],
  vi: ["Asia/Ho_Chi_Minh"],
};

/**
 * Names that the ICU data of browsers and Node still reports (and resolves newer names to: Chromium
 * reads "Asia/Ho_Chi_Minh" as "Asia/Saigon") for places the IANA database has since renamed or moved
 * under a country; people look for the current ones.
 */
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/**
 * The one name of a zone the site shows and writes, or null when this runtime's time zone data does
 * not know it: whatever spelling or alias it was given as ("asia/saigon", "Etc/UTC", "US/Eastern"),
 * Intl resolves it, and a name IANA has replaced is given by its current one ("Asia/Ho_Chi_Minh").
 */
export function canonicalZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone) || zone.length > 64) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return RENAMED[resolved] ?? resolved;
}

/** Whether this runtime's time zone data knows the zone (the browser's own IANA database). */
export function isKnownZone(zone: string): boolean {
  return canonicalZone(zone) !== null;
}

/** A zone as read from an address or a field: its canonical name when known, else as typed (to be shown back). */
export function zoneAsTyped(zone: string): string {
  return canonicalZone(zone) ?? zone;
}

/** The visitor's zone as the browser reports it (by its current name), or UTC where it reports none. */
export function visitorZone(): string {
  return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "") ?? "UTC";
}

/** The default zones of a page: the visitor's, UTC and the page language's, each once. */
export function defaultZones(lang: Language, visitor: string): string[] {
  return [...new Set([visitor, "UTC", ...LANGUAGE_ZONES[lang]])];
}

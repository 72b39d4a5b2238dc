import type { Language } from "../../../i18n/languages.ts";

/**
 * The zones a page in each language starts with, beside the visitor's own and UTC: where most of its
 * readers are (English readers are everywhere: the two time zones most of its news is dated in).
 */
export const LANGUAGE_ZONES: Record<Language, readonly string[]> = {
  en: ["America/New_York", "Europe/London"],
  fr: ["Europe/Paris"],
  vi: ["Asia/Ho_Chi_Minh"],
};

/** Whether this runtime's time zone data knows the zone (the browser's own IANA database). */
export function isKnownZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone) || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Zones that browsers' ICU still reports under the names IANA replaced: people look for the current ones. */
const RENAMED: Record<string, string> = {
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
};

/** The visitor's zone as the browser reports it (by its current name), or UTC where it reports none. */
export function visitorZone(): string {
  const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = RENAMED[reported] ?? reported;
  return zone && isKnownZone(zone) ? zone : "UTC";
}

/** The default zones of a page: the visitor's, UTC and the page language's, each once. */
export function defaultZones(lang: Language, visitor: string): string[] {
  return [...new Set([visitor, "UTC", ...LANGUAGE_ZONES[lang]])];
}

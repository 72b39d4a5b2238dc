import { getAllTimezones } from "countries-and-timezones";
import type { Language } from "#app/i18n/languages.ts";
import { cityAliases, cityFromId, cityName } from "./city-names.ts";
import { fold } from "./fold.ts";
import { canonicalZone, isKnownZone } from "./zone-id.ts";

/** A zone as a picker lists it: its city and countries in the page's language, and what finds it. */
export interface ZoneEntry {
  id: string;
  city: string;
  /** Its countries' names in the page's language ("Allemagne", "Đức"); empty for UTC. */
  countries: string[];
  /** The names it is found by, folded (see fold()): its id, its city in every language, other cities. */
  names: string[];
  /** Each of `names` as written ("Hà Nội"), to show which one a search matched. */
  labels: string[];
  /** Its countries' names in every language and codes, folded; its main country's first. */
  countryNames: string[][];
}

const SEARCH_LANGUAGES: readonly Language[] = ["en", "fr", "vi"];

/**
 * Every zone of the maintained zone → country list (countries-and-timezones, canonical ids only) that
 * this browser knows, plus UTC, named in `lang`. Country names come from Intl.DisplayNames, so they
 * follow the browser's own translations; a zone is found by its country in any of our languages.
 */
export function buildZoneCatalog(lang: Language): ZoneEntry[] {
  const regionNames = Object.fromEntries(
    SEARCH_LANGUAGES.map((l) => [l, new Intl.DisplayNames([l], { type: "region" })]),
  ) as Record<Language, Intl.DisplayNames>;
  const zones = Object.values(getAllTimezones()).filter((zone) => isKnownZone(zone.name));
  const entries: ZoneEntry[] = [
    {
      id: "UTC",
      city: "UTC",
      countries: [],
      names: ["utc", "gmt", "etcutc"],
      labels: ["UTC", "GMT", "Etc/UTC"],
      countryNames: [],
    },
  ];
  for (const zone of zones) {
    if (zone.name === "Etc/UTC" || zone.countries.length === 0) continue;
    // Each name once, folded, with the first way it was written.
    const named = new Map<string, string>();
    for (const label of [zone.name, cityFromId(zone.name), ...cityAliases(zone.name)]) {
      if (!named.has(fold(label))) named.set(fold(label), label);
    }
    entries.push({
      id: zone.name,
      city: cityName(zone.name, lang),
      countries: zone.countries.map((code) => regionNames[lang].of(code) ?? code),
      names: [...named.keys()],
      labels: [...named.values()],
      countryNames: zone.countries.map((code) => [
        fold(code),
        ...SEARCH_LANGUAGES.map((l) => fold(regionNames[l].of(code) ?? code)),
      ]),
    });
  }
  return entries;
}

/** A zone a search found, and the other name it was found by, if any ("Hà Nội"). */
export interface ZoneMatch {
  entry: ZoneEntry;
  via?: string;
}

const rank = (key: string, q: string) =>
  key === q ? 0 : key.startsWith(q) ? 1 : key.includes(q) ? 2 : Number.POSITIVE_INFINITY;

/**
 * The zones matching what was typed, best first: a name equal to it, then one starting with it, then
 * one containing it; among equals, a zone found by its city before one found by its country, and a
 * country's own zone before a zone it shares with its neighbours (Việt Nam: Ho Chi Minh, then Bangkok).
 */
export function searchZones(catalog: readonly ZoneEntry[], query: string, limit = 8): ZoneMatch[] {
  const q = fold(query);
  if (!q) return [];
  // An id typed by an older name (Asia/Saigon) finds the zone under its current one.
  const typedId = query.includes("/") ? canonicalZone(query.trim()) : null;
  const scored: (ZoneMatch & { score: number })[] = [];
  for (const entry of catalog) {
    let best = entry.id === typedId ? 0 : Number.POSITIVE_INFINITY;
    let via: string | undefined;
    entry.names.forEach((key, index) => {
      const score = rank(key, q) * 10;
      if (score < best) {
        best = score;
        // Found by another city than its own (Hà Nội for Ho Chi Minh City): say which.
        via = index >= 2 && entry.labels[index] !== entry.city ? entry.labels[index] : undefined;
      }
    });
    entry.countryNames.forEach((keys, index) => {
      const score = Math.min(...keys.map((key) => rank(key, q) * 10 + (index === 0 ? 1 : 2)));
      if (score < best) {
        best = score;
        via = undefined;
      }
    });
    if (Number.isFinite(best)) scored.push({ entry, ...(via ? { via } : {}), score: best });
  }
  scored.sort((a, b) => a.score - b.score || a.entry.city.localeCompare(b.entry.city));
  return scored.slice(0, limit).map(({ score: _, ...match }) => match);
}

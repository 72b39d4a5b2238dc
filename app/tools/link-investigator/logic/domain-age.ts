import type { Language } from "#app/i18n/languages.ts";

const DAY_MS = 86_400_000;

/** How long a domain has been registered, as a reader counts it: years and months, or days under a month. */
export type DomainAge = { years: number; months: number } | { days: number };

/**
 * The age of a domain registered on `registeredIso`, `ageDays` whole days before the report (RDAP gives
 * the day, the server counts the days). "11,436 days" means nothing at a glance; "31 years, 3 months"
 * does. Months are calendar months in UTC: 14 August to 13 September is not yet one.
 */
export function domainAge(registeredIso: string, ageDays: number): DomainAge {
  const start = new Date(registeredIso);
  if (Number.isNaN(start.getTime())) return { days: ageDays };
  const end = new Date(start.getTime() + ageDays * DAY_MS);
  const months =
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 +
    (end.getUTCMonth() - start.getUTCMonth()) -
    (end.getUTCDate() < start.getUTCDate() ? 1 : 0);
  if (months <= 0) return { days: ageDays };
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** "31 years, 3 months", « 31 ans et 3 mois », "31 năm, 3 tháng"; a zero part is left out. */
export function formatDomainAge(lang: Language, age: DomainAge): string {
  const amount = (value: number, unit: "year" | "month" | "day") =>
    new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay: "long" }).format(value);
  if ("days" in age) return amount(age.days, "day");
  const parts = [
    ...(age.years > 0 ? [amount(age.years, "year")] : []),
    ...(age.months > 0 ? [amount(age.months, "month")] : []),
  ];
  return new Intl.ListFormat(lang, { type: "unit", style: "long" }).format(parts);
}

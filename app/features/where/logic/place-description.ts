import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import type { NearPlace } from "./nearest-places.ts";

/** Nearer than this, a point is said to be in the town. */
const IN_TOWN_KM = 1;
/** From this distance on, whole kilometres; below it, one decimal. */
const WHOLE_KM = 10;

/** "12 km", « 2,4 km », "1.235 km": one decimal under 10 km. */
export function formatDistance(lang: Language, km: number): string {
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: km < WHOLE_KM ? 1 : 0,
  }).format(km);
}

/** A country's name in the page's language ("VN": Vietnam, Viêt Nam, Việt Nam). */
export function countryName(lang: Language, code: string): string {
  return new Intl.DisplayNames([lang], { type: "region", fallback: "code" }).of(code) ?? code;
}

/** Which form of "de" and "à" French puts before a town's name: d’Amiens, du Caire, aux Abymes. */
type Article = "plain" | "elided" | "le" | "les";

function frenchArticle(town: string): { article: Article; town: string } {
  const [, article, rest = ""] = /^(Les?) (.+)$/u.exec(town) ?? [];
  if (article === "Le") return { article: "le", town: rest };
  if (article === "Les") return { article: "les", town: rest };
  // Before a vowel; a town's h may be silent or not (de Hanoï), so it is left as it is.
  return { article: /^[aeiouâàäéèêëîïôöûùüœ]/iu.test(town) ? "elided" : "plain", town };
}

/**
 * Where a point is, from its nearest town, in the page's language: "12 km NNE of Hanoi, Vietnam",
 * « à 12 km au nord-nord-est de Hanoï (Viêt Nam) », « cách Hà Nội (Việt Nam) 12 km về phía bắc đông bắc »;
 * "in Hanoi, Vietnam" within a kilometre. The texts are the where namespace's.
 */
export function placeDescription(
  t: TFunction,
  lang: Language,
  { town, distanceKm, direction }: NearPlace,
): string {
  const { article, town: name } =
    lang === "fr" ? frenchArticle(town.names.fr) : { article: "plain", town: town.names[lang] };
  const values = { town: name, country: countryName(lang, town.country) };
  if (distanceKm < IN_TOWN_KM) return t(`where:at.${article}`, values);
  return t(`where:near.${article}`, {
    ...values,
    distance: formatDistance(lang, distanceKm),
    compass: t(`where:direction.${direction}`),
  });
}

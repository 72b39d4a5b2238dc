import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import { formatDate } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import type { Warning } from "./report.ts";

/**
 * A finding's title and sentence in the reader's language, the same on the page, in the Markdown export
 * and in the API's `message`: counts pick the plural form, lists are written as the language lists
 * ("utm_source, utm_medium et fbclid"), an expiry is a date in words, a size in the reader's units. `t` reads "link_investigator:".
 */
export function warningText(t: TFunction, lang: Language, warning: Warning): { title: string; why: string } {
  const key = `link_investigator:warnings.${warning.code}`;
  const title = t(`${key}.title`);
  if (warning.names !== undefined) {
    const names = new Intl.ListFormat(lang, { type: "conjunction" }).format(warning.names);
    return { title, why: t(`${key}.why`, { count: warning.names.length, names }) };
  }
  if (warning.count !== undefined) return { title, why: t(`${key}.why`, { count: warning.count }) };
  if (warning.bytes !== undefined) {
    const size = formatBytes(warning.bytes, lang);
    return { title, why: t(`${key}.sized`, { detail: warning.detail ?? "", size }) };
  }
  if (warning.status !== undefined) {
    // A 4xx is the page's absence or a refusal; a 5xx is the site failing, which may pass.
    const kind = warning.status >= 500 ? "server" : "client";
    return { title, why: t(`${key}.${kind}`, { detail: warning.detail ?? "", status: warning.status }) };
  }
  if (warning.expired !== undefined) {
    // Certificates expire at an instant of UTC: its day there is the one they state.
    const date = formatDate(lang, Date.parse(warning.expired), { timeZone: "UTC" });
    return { title, why: t(`${key}.expired`, { detail: warning.detail ?? "", date }) };
  }
  return { title, why: t(`${key}.why`, { detail: warning.detail ?? "" }) };
}

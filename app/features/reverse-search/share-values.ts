// The values the sharing texts are filled with, written in the page's language through Intl.
import type { Language } from "#app/i18n/languages.ts";
import { dateTimeFormat } from "#app/lib/dates/format-date.ts";
import { ENGINE_NAMES, ENGINES } from "#app/lib/hand-off/reverse-search.ts";
import type { SharedImage } from "#app/lib/hand-off/shared-images.ts";

/** When the shared picture's address stops answering, on the reader's clock: « 14:05 ». */
export function sharedUntil(image: SharedImage, lang: Language): string {
  return dateTimeFormat(lang, { hour: "2-digit", minute: "2-digit" }).format(new Date(image.expiresAt));
}

/** Every engine that fetches a shared picture: « Google Lens, Bing, Yandex et TinEye ». */
export function engineList(lang: Language): string {
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(
    ENGINES.map((engine) => ENGINE_NAMES[engine]),
  );
}

/** A wait given in seconds (Retry-After), in whole minutes: « 12 minutes », « 1 phút ». */
export function minutesToWait(seconds: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: "unit", unit: "minute", unitDisplay: "long" }).format(
    Math.max(1, Math.ceil(seconds / 60)),
  );
}

import { LANGUAGES, type Language } from "../i18n/languages.ts";
import { createTranslator, type Resources } from "../i18n/translator.ts";
import { localeFile, NAMESPACES } from "./namespaces.ts";

const files = import.meta.glob<Resources>(["/app/i18n/locales/*/*.json", "/app/tools/*/locales/*.json"], {
  eager: true,
  import: "default",
});

/** Every namespace of every language, read at build time; only the current language goes to the browser. */
export const RESOURCES = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`/app/${localeFile(lang, ns)}`] ?? {}])),
  ]),
) as Record<Language, Resources>;

const translators = new Map(LANGUAGES.map((lang) => [lang, createTranslator(lang, RESOURCES[lang])]));

/** The texts of some namespaces of a language: what one page needs. */
export function resourcesFor(lang: Language, namespaces: readonly string[]): Resources {
  const all = RESOURCES[lang];
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}

/** A translation function for loaders and meta, which run outside React. */
export function serverT(lang: Language) {
  const translator = translators.get(lang);
  if (!translator) throw new Error(`No resources for language ${lang}`);
  return translator.t;
}

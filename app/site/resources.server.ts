import { LANGUAGES, type Language } from "../i18n/languages.ts";
import { createTranslator, type Resources } from "../i18n/translator.ts";
import { searchKeywordKeys } from "../tools/catalog-text.ts";
import { EVIDENCE_KINDS_NAMESPACE } from "../tools/definition.ts";
import { EVIDENCE_SUMMARIES_NAMESPACE } from "../tools/evidence-summary.ts";
import { EVIDENCE_SOURCES, TOOLS } from "../tools/registry.ts";
import { localeFile, NAMESPACES } from "./namespaces.ts";

const files = import.meta.glob<Resources>(
  ["/app/i18n/locales/*/*.json", "/app/features/*/locales/*.json", "/app/tools/*/locales/*.json"],
  { eager: true, import: "default" },
);

/** A namespace's texts without the tool's search keywords, which no page shows (the server reads its files). */
function withoutSearchKeywords(ns: string, texts: Resources): Resources {
  const tool = TOOLS.find((candidate) => candidate.namespace === ns);
  if (tool === undefined) return texts;
  const copy = structuredClone(texts);
  for (const key of searchKeywordKeys(tool)) {
    const path = key.split(".");
    const last = path.pop() ?? "";
    const parent = path.reduce<unknown>((node, part) => (node as Resources | undefined)?.[part], copy);
    if (parent !== null && typeof parent === "object") delete (parent as Resources)[last];
  }
  return copy;
}

/**
 * What names each kind of evidence, `{ kind: label }`: the `evidenceKinds.<kind>` text of the tool (or
 * feature) that declares it, read from one language's namespaces.
 */
function evidenceKindLabels(texts: Resources): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const source of EVIDENCE_SOURCES) {
    const own = (texts[source.namespace] as { evidenceKinds?: Record<string, unknown> } | undefined)
      ?.evidenceKinds;
    for (const kind of source.evidenceKinds ?? []) {
      const label = own?.[kind];
      if (typeof label === "string") labels[kind] = label;
    }
  }
  return labels;
}

/**
 * The texts each kind's summary is written in, `{ kind: texts }`: the `evidenceSummaries.<kind>` of the
 * tool (or feature) that declares it (app/tools/evidence-summary.ts).
 */
function evidenceSummaryTexts(texts: Resources): Resources {
  const summaries: Resources = {};
  for (const source of EVIDENCE_SOURCES) {
    const own = (texts[source.namespace] as { evidenceSummaries?: Resources } | undefined)?.evidenceSummaries;
    for (const kind of source.evidenceKinds ?? []) {
      if (own?.[kind] !== undefined) summaries[kind] = own[kind];
    }
  }
  return summaries;
}

/**
 * Every namespace of every language, read at build time, and the evidence kinds' labels and summary
 * texts made of them;
 * only the current language goes to the browser.
 */
export const RESOURCES = Object.fromEntries(
  LANGUAGES.map((lang): [Language, Resources] => {
    const texts: Resources = Object.fromEntries(
      NAMESPACES.map((ns) => [ns, withoutSearchKeywords(ns, files[`/app/${localeFile(lang, ns)}`] ?? {})]),
    );
    return [
      lang,
      {
        ...texts,
        [EVIDENCE_KINDS_NAMESPACE]: evidenceKindLabels(texts),
        [EVIDENCE_SUMMARIES_NAMESPACE]: evidenceSummaryTexts(texts),
      },
    ];
  }),
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

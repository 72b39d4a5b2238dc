// What a file declares about a generator, in the reader's language, for the report on the page and its
// Markdown export alike: each signal with what it means and what it does not prove.
import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import type { GeneratorParameters } from "./parameters.ts";
import type { GeneratorSignals, NamedGenerator } from "./signals.ts";
import type { SourceTypeDeclaration } from "./source-types.ts";
import { TOOL_NAMES } from "./tool-names.ts";

const NS = "image_inspector:generator";

export interface SignalWords {
  kind: "source-type" | "parameters" | "named";
  title: string;
  means: string;
  notProves: string;
  /** A warning (a model is declared or named), said in the title's words too. */
  caution: boolean;
  /** Label and value, as written in the file (a prompt, the models). */
  details: [string, string][];
}

export function sourceTypeWords(t: TFunction, declaration: SourceTypeDeclaration): SignalWords {
  const involvement = declaration.involvement ?? "unknown";
  const name = declaration.code ? t(`${NS}.sourceTypes.${declaration.code}`) : declaration.value;
  return {
    kind: "source-type",
    title: t(`${NS}.sourceType.title`, { name, where: t(`${NS}.sourceType.where.${declaration.source}`) }),
    means: t(`${NS}.involvement.${involvement}`),
    notProves: t(`${NS}.sourceType.notProves`),
    caution: involvement === "ai" || involvement === "partly_ai",
    details: [["", t(`${NS}.sourceType.written`, { value: declaration.value })]],
  };
}

export function parametersWords(t: TFunction, lang: Language, read: GeneratorParameters): SignalWords {
  const list = new Intl.ListFormat(lang, { type: "conjunction" });
  const tool = read.tool === "other" ? t(`${NS}.parameters.unnamed`) : TOOL_NAMES[read.tool];
  const details: [string, string][] = [["", t(`${NS}.parameters.keys`, { keys: list.format(read.keys) })]];
  if (read.prompt) details.push([t(`${NS}.parameters.prompt`), read.prompt]);
  if (read.negativePrompt) details.push([t(`${NS}.parameters.negativePrompt`), read.negativePrompt]);
  if (read.models.length > 0) details.push([t(`${NS}.parameters.models`), list.format(read.models)]);
  if (read.nodes !== undefined)
    details.push([t(`${NS}.parameters.workflow`), t(`${NS}.parameters.nodes`, { count: read.nodes })]);
  for (const setting of read.settings) details.push([setting.name, setting.value]);
  return {
    kind: "parameters",
    title: t(`${NS}.parameters.title`, { tool }),
    means: t(`${NS}.parameters.means`),
    notProves: t(`${NS}.parameters.notProves`),
    caution: true,
    details,
  };
}

export function namedWords(t: TFunction, named: NamedGenerator): SignalWords {
  return {
    kind: "named",
    title: t(`${NS}.named.title`, { generator: named.generator }),
    means: t(`${NS}.named.means`, { where: named.where, value: named.value }),
    notProves: t(`${NS}.named.notProves`),
    caution: true,
    details: [],
  };
}

/** Every signal in words, in the page's order: source types, generator settings, generators named. */
export function signalWords(t: TFunction, lang: Language, signals: GeneratorSignals): SignalWords[] {
  return [
    ...signals.sourceTypes.map((declaration) => sourceTypeWords(t, declaration)),
    ...signals.parameters.map((read) => parametersWords(t, lang, read)),
    ...signals.names.map((named) => namedWords(t, named)),
  ];
}

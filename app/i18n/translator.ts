import type { Language } from "./languages.ts";

/** One language's texts: namespace → nested keys → strings (or arrays/objects of them). */
export type Resources = Record<string, unknown>;

export interface TOptions {
  /** Returns arrays and objects found at the key instead of the key itself. */
  returnObjects?: boolean;
  defaultValue?: string;
  /** Picks the `_one`/`_other`… form of the key for this number, and interpolates it. */
  count?: number;
  [variable: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  <T>(key: string, options: TOptions & { returnObjects: true }): T;
}

export interface Translator {
  language: Language;
  t: TFunction;
  /** A translation function whose bare keys are read in the given namespace. */
  getFixedT(ns: string): TFunction;
}

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(resources: Resources, ns: string, path: string): unknown {
  let node: unknown = resources[ns];
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Fills in {{variables}}. Numbers are written as the language writes them (1,139,307 in English,
 * 1 139 307 with narrow no-break spaces in French, 1.139.307 in Vietnamese); a number that is not a
 * quantity, such as a year, is passed as a string.
 */
function interpolate(value: unknown, variables: TOptions, numbers: Intl.NumberFormat): unknown {
  if (typeof value === "string") {
    return value.replace(INTERPOLATION, (match, name: string) => {
      const variable = Object.hasOwn(variables, name) ? variables[name] : undefined;
      if (variable === undefined) return match;
      return typeof variable === "number" ? numbers.format(variable) : String(variable);
    });
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, variables, numbers));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, variables, numbers)]));
  }
  return value;
}

/**
 * A translator over i18next-format resources ("ns:key.path", {{variables}}, _one/_other plurals,
 * returnObjects, defaultValue). It replaces the i18next runtime, whose 15 KB (gzip) would not fit the
 * home page's JavaScript budget (docs/decisions/001-translation-runtime.md).
 */
export function createTranslator(language: Language, resources: Resources, defaultNs = "common"): Translator {
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);

  const resolve = (ns: string, path: string, options: TOptions): unknown => {
    if (typeof options.count === "number") {
      const plural = lookup(resources, ns, `${path}_${plurals.select(options.count)}`);
      if (plural !== undefined) return plural;
      const other = lookup(resources, ns, `${path}_other`);
      if (other !== undefined) return other;
    }
    return lookup(resources, ns, path);
  };

  const getFixedT = (fixedNs: string): TFunction =>
    ((key: string, options: TOptions = {}) => {
      const separator = key.indexOf(":");
      const [ns, path] = separator > 0 ? [key.slice(0, separator), key.slice(separator + 1)] : [fixedNs, key];
      const found = resolve(ns, path, options);
      const usable = typeof found === "string" ? found !== "" : found !== undefined && options.returnObjects;
      const value = usable ? found : (options.defaultValue ?? key);
      return interpolate(value, options, numbers);
    }) as TFunction;

  return { language, t: getFixedT(defaultNs), getFixedT };
}

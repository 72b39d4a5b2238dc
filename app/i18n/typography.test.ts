import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeFile, NAMESPACES } from "../site/namespaces.ts";
import { categories } from "../tools/categories.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import { createTranslator } from "./translator.ts";

// The rules of docs/glossary.md, checked on every text a visitor reads: each namespace's locale file
// and the catalogue's category texts.

const APP = path.resolve(import.meta.dirname, "..");
const GLOSSARY = path.resolve(APP, "..", "docs", "glossary.md");

/** Every leaf of a resource tree as "dotted.path" → value. */
function leaves(node: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(node));
  }
  return out;
}

function load(lang: Language, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(APP, localeFile(lang, ns)), "utf8"));
}

/** Every text of a language, by "namespace:dotted.key"; the categories as "categories:{slug}.name". */
function textsOf(lang: Language): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of NAMESPACES)
    for (const [key, value] of leaves(load(lang, ns))) out.set(`${ns}:${key}`, value);
  for (const category of categories) {
    out.set(`categories:${category.slug}.name`, category.text[lang].name);
    out.set(`categories:${category.slug}.description`, category.text[lang].description);
  }
  return out;
}

const TEXTS = Object.fromEntries(LANGUAGES.map((lang) => [lang, textsOf(lang)])) as Record<
  Language,
  Map<string, string>
>;

/** The keys of `texts` whose value `bad` finds something in, with what it found. */
function offending(texts: Map<string, string>, bad: RegExp): string[] {
  const found: string[] = [];
  for (const [key, value] of texts) {
    const match = new RegExp(bad.source, bad.flags.includes("g") ? bad.flags : `${bad.flags}g`);
    for (const m of value.matchAll(match))
      found.push(`${key}: …${value.slice(Math.max(0, m.index - 12), m.index + 12)}…`);
  }
  return found;
}

// --- Typography -------------------------------------------------------------------------------------

/** Each rule: what it forbids, in which languages. */
const RULES: { name: string; langs: readonly Language[]; bad: RegExp }[] = [
  {
    name: "a space other than U+00A0 before : ; ? ! or », or none at all",
    langs: ["fr"],
    // Any white space but U+00A0 before the sign, or a letter, digit or closing sign right before it
    // when it ends a word (so "https://" and "?url=" are left alone).
    bad: /[^\S\u00a0][:;?!»]|[^\s(][:;?!](?=\s|$)|[^\s\u00a0]»/u,
  },
  { name: "« not followed by U+00A0", langs: ["fr"], bad: /«(?!\u00a0)/u },
  {
    name: "digits grouped other than with U+202F, as Intl.NumberFormat writes them",
    langs: ["fr"],
    bad: /\d[ \u00a0]\d{3}(?!\d)/u,
  },
  {
    name: "an ordinary space between a number and its unit (100\u00a0Mo, {{value}}\u00a0m)",
    langs: ["fr"],
    bad: /(?:\d|\}\}) (?:Mo|Go|ko|km|cm|mm|m|min|ms|h|px)(?![\p{L}\d])/u,
  },
  { name: "a straight apostrophe (’ is the French one)", langs: ["fr"], bad: /'/u },
  { name: "three dots for an ellipsis (… is one character)", langs: LANGUAGES, bad: /\.\.\./u },
  { name: "a straight double quotation mark (« » or “ ”)", langs: LANGUAGES, bad: /"/u },
  { name: "a space before punctuation", langs: ["en", "vi"], bad: /\s[:;?!,.](?=\s|$)/u },
];

describe("typography", () => {
  for (const rule of RULES) {
    for (const lang of rule.langs) {
      it(`${lang}: no ${rule.name}`, () => {
        expect(offending(TEXTS[lang], rule.bad)).toEqual([]);
      });
    }
  }

  it("each rule finds what it is meant to find", () => {
    const finds = (name: string, text: string) =>
      offending(new Map([["sample", text]]), RULES.find((rule) => rule.name.startsWith(name))?.bad ?? /$^/)
        .length > 0;
    expect(finds("a space other", "Oups ! Page introuvable")).toBe(true);
    expect(finds("a space other", "Oups\u202f! Page introuvable")).toBe(true);
    expect(finds("a space other", "Thème: sombre")).toBe(true);
    expect(finds("a space other", "pour « {{query}} »")).toBe(true);
    expect(
      finds("a space other", "Oups\u00a0! Voir https://exemple.fr/?q=1 (a–z)\u00a0: «\u00a0x\u00a0»"),
    ).toBe(false);
    expect(finds("« not", "« x\u00a0»")).toBe(true);
    expect(finds("digits", "2 048 caractères")).toBe(true);
    expect(finds("digits", "2\u202f048 caractères, de 3 à 50")).toBe(false);
    expect(finds("an ordinary space between", "jusqu’à 100 Mo, à {{value}} m")).toBe(true);
    expect(finds("an ordinary space between", "jusqu’à 100\u00a0Mo, 24\u00a0h, 3 mois, {{ms}}\u00a0ms")).toBe(
      false,
    );
    expect(finds("a straight apostrophe", "Raccourcisseur d'URL")).toBe(true);
    expect(finds("three dots", "Search tools...")).toBe(true);
    expect(finds("a straight double", 'a "Security Warning"')).toBe(true);
    expect(finds("a space before", "Đã xảy ra lỗi !")).toBe(true);
    expect(finds("a space before", "Lỗi: {{error}}. Xong!")).toBe(false);
  });
});

// --- Texts left in English --------------------------------------------------------------------------

/** The backquoted items of the table that follows `heading` in the glossary, row by row. */
function glossaryTable(heading: string): string[][] {
  const markdown = readFileSync(GLOSSARY, "utf8");
  const start = markdown.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`docs/glossary.md has no section "${heading}"`);
  const end = markdown.indexOf("\n## ", start + 1);
  const rows = markdown
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*(-|Language)/.test(line));
  return rows.map((row) =>
    row
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");

const SAME_AS_ENGLISH: Record<Language, Set<string>> = { en: new Set(), fr: new Set(), vi: new Set() };
for (const [langs = "", texts = ""] of glossaryTable("Same as in English")) {
  for (const lang of langs.split(",").map((part) => part.trim())) {
    for (const text of quoted(texts)) SAME_AS_ENGLISH[lang as Language]?.add(text);
  }
}

/** Three letters or more once {{variables}} and web addresses are left out: "{{ms}} ms" has none. */
const hasWords = (value: string) =>
  (value.replace(/\{\{[^}]*\}\}|https?:\/\/\S*/g, "").match(/\p{L}/gu)?.length ?? 0) >= 3;

/** The French or Vietnamese texts that are the English text, word for word, and not allowed to be. */
function untranslated(lang: Language, texts = TEXTS[lang]): string[] {
  const english = TEXTS.en;
  return [...texts]
    .filter(([key, value]) => value === english.get(key) && hasWords(value))
    .filter(([, value]) => !SAME_AS_ENGLISH[lang].has(value))
    .map(([key, value]) => `${key}: ${value}`);
}

describe("translation", () => {
  it("reads the allowed texts from the glossary", () => {
    expect(SAME_AS_ENGLISH.fr).toContain("Notifications");
    expect(SAME_AS_ENGLISH.vi).toContain("VeriTools");
    expect(SAME_AS_ENGLISH.vi).not.toContain("Notifications");
  });

  for (const lang of ["fr", "vi"] as const) {
    it(`${lang}: no text is the English one, unless the glossary allows it`, () => {
      expect(untranslated(lang)).toEqual([]);
    });
  }

  it("finds a text left in English", () => {
    const texts = new Map([
      ["common:nav.help", "Help"],
      ["common:toasts.region", "Notifications"], // allowed in French only
      ["common:footer.socialNetworks.github", "GitHub"],
      ["url_shortener:form.urlPlaceholder", "https://example.com/a-very-long-link"],
      ["common:pages.home.categories.count_other", "{{count}} tools"],
    ]);
    expect(untranslated("vi", texts)).toEqual([
      "common:nav.help: Help",
      "common:toasts.region: Notifications",
      "common:pages.home.categories.count_other: {{count}} tools",
    ]);
  });
});

// --- Glossary terms ---------------------------------------------------------------------------------

/** The refused spellings of each language, as regular expressions. */
const REFUSED: Record<Language, RegExp[]> = { en: [], fr: [], vi: [] };
for (const [lang = "", , refused = ""] of glossaryTable("Refused spellings")) {
  for (const form of quoted(refused)) {
    const regex = /^\/(.+)\/$/.exec(form)?.[1];
    // A plain form is a whole word or phrase: no letter right before or after it.
    const source = regex ?? `(?<!\\p{L})${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`;
    REFUSED[lang as Language]?.push(new RegExp(source, "iu"));
  }
}

/** The messages the specification quotes, by language: kept word for word, whatever the glossary prefers. */
const QUOTED: Record<Language, Set<string>> = { en: new Set(), fr: new Set(), vi: new Set() };
for (const [lang = "", text = ""] of glossaryTable("Quoted from the specification")) {
  for (const quote of quoted(text)) QUOTED[lang as Language]?.add(quote);
}

/** The texts with a refused spelling; {{variables}} are not words ("{{email}}"). */
function misspelled(lang: Language, texts = TEXTS[lang]): string[] {
  const words = new Map(
    [...texts]
      .filter(([, value]) => !QUOTED[lang].has(value))
      .map(([key, value]) => [key, value.replace(/\{\{[^}]*\}\}/g, "")]),
  );
  return REFUSED[lang].flatMap((form) => offending(words, form).map((found) => `${form.source} in ${found}`));
}

describe("glossary terms", () => {
  it("are read from docs/glossary.md in every language", () => {
    for (const lang of LANGUAGES) expect(REFUSED[lang].length, lang).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: no text spells a glossary term another way`, () => {
      expect(misspelled(lang)).toEqual([]);
    });
  }

  it("finds a refused spelling, and leaves the right one and look-alikes alone", () => {
    const check = (lang: Language, text: string) => misspelled(lang, new Map([["sample", text]])).length;
    expect(check("fr", "Votre Lien raccourci est prêt.")).toBe(1);
    expect(check("fr", "Votre lien court est prêt, avec des traits d’union ou des tirets bas.")).toBe(0);
    expect(check("fr", "Lettres, chiffres ou tirets.")).toBe(2);
    expect(check("fr", "Le JSON embelli")).toBe(1);
    expect(check("vi", "Liên kết rút gọn của bạn")).toBe(1);
    expect(check("vi", "Rút gọn liên kết, vô hiệu hoá, tuỳ chọn")).toBe(2);
    expect(check("vi", "Rút gọn liên kết, vô hiệu hóa, tùy chọn, quý, {{email}}")).toBe(0);
    expect(check("en", "Your shortened link")).toBe(1);
    expect(check("en", "Invalid shortened link")).toBe(0);
  });

  it("keep each message the specification quotes, word for word, as an English text", () => {
    expect([...QUOTED.en]).toEqual(["Invalid shortened link", "Shortened link not found"]);
    const english = new Set(TEXTS.en.values());
    expect([...QUOTED.en].filter((text) => !english.has(text))).toEqual([]);
  });
});

// --- Plurals ----------------------------------------------------------------------------------------

describe("French plurals", () => {
  const resources = Object.fromEntries(NAMESPACES.map((ns) => [ns, load("fr", ns)]));
  const { t } = createTranslator("fr", resources);

  it("write a million clicks with the _other form, grouped as French groups digits", () => {
    // Intl answers "many" for round millions in French; the translator falls back to _other.
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(t("url_shortener:recent.clicks", { count: 1_000_000 })).toBe("1\u202f000\u202f000 clics");
    expect(t("url_shortener:recent.clicks", { count: 1 })).toBe("1 clic");
    expect(t("url_shortener:recent.clicks", { count: 2 })).toBe("2 clics");
  });

  it("give every _one key an _other form to fall back on", () => {
    const keys = [...TEXTS.fr.keys()];
    const missing = keys
      .filter((key) => key.endsWith("_one"))
      .filter((key) => !keys.includes(key.replace(/_one$/, "_other")));
    expect(missing).toEqual([]);
  });
});

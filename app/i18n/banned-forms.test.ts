import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatWallDate, formatWallTime } from "../lib/dates/format-date.ts";
import { localeFile, NAMESPACES } from "../site/namespaces.ts";
import { categories } from "../tools/categories.ts";
import type { Language } from "./languages.ts";

// The forms docs/glossary.md bans ("Banned forms"), read on every text of every locale file of the site
// (each tool's and app/i18n/locales/) and the catalogue's category texts, in French and Vietnamese. Each
// rule is first shown failing on a broken sample, so that none can silently match nothing.

const APP = path.resolve(import.meta.dirname, "..");

interface Text {
  /** The file, relative to app/: i18n/locales/vi/legal.json, tools/url-shortener/locales/vi.json… */
  file: string;
  key: string;
  /** NFC, as the rules are written. */
  value: string;
}

function leaves(node: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.push([prefix, String(node)]);
  }
  return out;
}

function textsOf(lang: Language): Text[] {
  const texts: Text[] = [];
  for (const ns of NAMESPACES) {
    const file = localeFile(lang, ns);
    const json: unknown = JSON.parse(readFileSync(path.join(APP, file), "utf8"));
    for (const [key, value] of leaves(json, "", [])) texts.push({ file, key, value: value.normalize("NFC") });
  }
  for (const category of categories) {
    for (const field of ["name", "description"] as const)
      texts.push({
        file: "tools/categories.ts",
        key: `${category.slug}.${field}`,
        value: category.text[lang][field].normalize("NFC"),
      });
  }
  return texts;
}

const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

/** A whole word, case-insensitive: no letter right before or after it. */
const word = (form: string) => new RegExp(`(?<!\\p{L})${form}(?!\\p{L})`, "iu");

// --- What the rules need to know --------------------------------------------------------------------

/** 02:36:46 UTC on 6 December 2026, the case file report's example. */
const AT = Date.UTC(2026, 11, 6, 2, 36, 46);

/**
 * Every form in which the site's formatter writes a time or a date in Vietnamese: what a placeholder after
 * « lúc » receives (docs/glossary.md: a date is never formatted by hand nor by raw Intl).
 */
const VI_DATE_VALUES: readonly string[] = [
  formatDateTime("vi", AT, { timeZone: "UTC" }),
  formatDateTime("vi", AT, { timeZone: "UTC", seconds: true }),
  formatDateTime("vi", AT, { timeZone: "UTC", milliseconds: true }),
  formatDateTime("vi", AT, { timeZone: "UTC", weekday: true, offset: true }),
  formatDate("vi", AT, { timeZone: "UTC" }),
  formatWallDate("vi", "2026-12-06"),
  formatWallTime("vi", "2026-12-06T02:36:46", { seconds: true }),
];

/**
 * French placeholders whose value never starts with a vowel sound, so that « de {{x}} », « le {{x}} »
 * stand: numbers (Intl writes digits) and dates and times written by the site's formatter, which begin
 * with a day number or a weekday (« 12 mars 2024 », « mardi 12 mars »). A month alone is not one
 * (« d’avril », « d’août »), nor a name, a file, a program, a host, a zone or a code.
 */
const NEVER_A_VOWEL: ReadonlySet<string> = new Set([
  // numbers
  "count",
  "number",
  "max",
  "min",
  "mean",
  "needed",
  "total",
  "percent",
  "share",
  "ratio",
  "x",
  "y",
  "width",
  "height",
  "seconds",
  "degrees",
  "ms",
  "day",
  "year",
  // dates and times, from app/lib/dates/format-date.ts
  "date",
  "time",
  "from",
  "to",
  "used",
  "shown",
  "taken",
  "modified",
]);

/**
 * Capitalised words that may follow a label's colon although their lowercase form is a French or
 * Vietnamese word elsewhere in the texts: names.
 */
const PROPER_NOUNS: Record<"fr" | "vi", ReadonlySet<string>> = {
  fr: new Set(["Google", "Adobe", "Photoshop"]),
  vi: new Set(["Google", "Adobe", "Photoshop", "Nam", "Việt"]),
};

/** Texts a rule leaves alone on purpose, by rule, "file key", with the reason. */
const EXCEPTIONS: Record<string, ReadonlyMap<string, string>> = {
  elisionBeforePlaceholder: new Map([
    [
      "features/where/locales/fr.json near.plain",
      "placeDescription takes near.elided (« d’{{town}} ») for a town whose name starts with a vowel",
    ],
  ]),
};

/** The words a language writes in lowercase somewhere in its texts (web addresses and code left out). */
function lowercaseWords(texts: readonly Text[]): Set<string> {
  const words = new Set<string>();
  for (const { value } of texts) {
    for (const token of value.replace(PLACEHOLDER, " ").split(/\s+/)) {
      if (token.includes("/") || token.includes("@") || token.includes("_") || /\p{L}\.\p{L}/u.test(token))
        continue;
      for (const part of token.split(/[^\p{L}]+/u)) {
        if (part !== "" && part === part.toLowerCase() && part !== part.toUpperCase()) words.add(part);
      }
    }
  }
  return words;
}

interface Context {
  lang: "fr" | "vi";
  /** The words of the language written in lowercase somewhere: a capital on one of them is not a name's. */
  common: ReadonlySet<string>;
  /** What a placeholder after « lúc » may receive. */
  dates: readonly string[];
}

// --- The rules --------------------------------------------------------------------------------------

const LUC_LUC = /(?<!\p{L})lúc[\s:]+lúc(?!\p{L})/iu;

/**
 * « lúc lúc »: written twice, or once before a placeholder whose date already begins with it (raw Intl's
 * Vietnamese form, « lúc 02:36:46 6 tháng 12, 2026 »), or a label « … lúc: » before such a date.
 */
function doubledLuc(text: string, { dates }: Context): string | null {
  for (const filled of [text, ...dates.map((date) => text.replace(PLACEHOLDER, date))]) {
    const found = LUC_LUC.exec(filled);
    if (found) return `« ${found[0]} » in « ${filled} »`;
  }
  return null;
}

const VUNG_CHUA = word("vùng chứa");

/** « vùng chứa » for a video's container: a Docker or storage word. Say « container (định dạng chứa) ». */
function vungChua(text: string): string | null {
  return VUNG_CHUA.exec(text)?.[0] ?? null;
}

const ANNEE_SCOLAIRE = word("années?\\s+scolaires?");

/** « année scolaire » for a US grade: an année scolaire is 2024-2025. Say « niveau scolaire ». */
function anneeScolaire(text: string): string | null {
  return ANNEE_SCOLAIRE.exec(text)?.[0] ?? null;
}

const NO = word("nó");

/** « nó » standing for a thing (a link, a file, a photo): the newsroom register names the thing. */
function thingNo(text: string): string | null {
  const found = NO.exec(text.replace(PLACEHOLDER, " "));
  return found ? `« ${found[0]} »` : null;
}

const ELIDING =
  /(?<!\p{L})(?:de|le|la|que|ce|jusque|lorsque|puisque|ne|se|je|me|te)[ \u00a0]+\{\{\s*(\w+)\s*\}\}/giu;

/**
 * A French word that elides before a vowel (« de », « le », « que »…) right before a placeholder whose
 * value may start with one: « Lecture de IMG_2041.jpg », « celles de Adobe ». Write the sentence so that
 * a noun stands between them (« du logiciel {{software}} »), unless the value never starts with a vowel.
 */
function elisionBeforePlaceholder(text: string): string | null {
  for (const match of text.matchAll(ELIDING)) {
    if (!NEVER_A_VOWEL.has(match[1] ?? "")) return `« ${match[0]} »`;
  }
  return null;
}

const AFTER_COLON = /:\s+(\p{Lu}\p{Ll}+)(?!\p{L})/gu;

/**
 * A capital right after an inline label's colon: « Ce que cela montre : Les pixels… », « Lưu ý: Nếu… ».
 * The word after the colon is an ordinary one when the language writes it in lowercase elsewhere; names
 * (GeoNames, Neal Krawetz) and acronyms (UTC) are not.
 */
function capitalAfterColon(text: string, { lang, common }: Context): string | null {
  for (const match of text.matchAll(AFTER_COLON)) {
    const after = match[1] ?? "";
    if (!PROPER_NOUNS[lang].has(after) && common.has(after.toLowerCase())) return `« ${match[0]} »`;
  }
  return null;
}

const FRACTION_AFTER_POINT = /\d:\d{2}\.\d/u;
const DECIMAL_POINT_TIME: Record<"fr" | "vi", RegExp> = {
  fr: /(?<![\d.])\d+\.\d+[ \u00a0\u202f]?(?:s|ms|min|h|secondes?|minutes?|heures?)(?![\p{L}\d])/u,
  // A dot followed by three digits groups thousands in Vietnamese (« 3.600 giây »).
  vi: /(?<![\d.])\d+\.(?:\d{1,2}|\d{4,}) ?(?:s|ms|giây|phút|giờ)(?![\p{L}\d])/u,
};

/** A time with a point before its fraction, « 1:02.500 », « 0.5 s »: French and Vietnamese write a comma. */
function decimalPointInTime(text: string, { lang }: Context): string | null {
  return (FRACTION_AFTER_POINT.exec(text) ?? DECIMAL_POINT_TIME[lang].exec(text))?.[0] ?? null;
}

type Rule = (text: string, context: Context) => string | null;

const RULES: { name: string; langs: readonly ("fr" | "vi")[]; rule: Rule }[] = [
  { name: "doubledLuc", langs: ["vi"], rule: doubledLuc },
  { name: "vungChua", langs: ["vi"], rule: vungChua },
  { name: "anneeScolaire", langs: ["fr"], rule: anneeScolaire },
  { name: "thingNo", langs: ["vi"], rule: thingNo },
  { name: "elisionBeforePlaceholder", langs: ["fr"], rule: elisionBeforePlaceholder },
  { name: "capitalAfterColon", langs: ["fr", "vi"], rule: capitalAfterColon },
  { name: "decimalPointInTime", langs: ["fr", "vi"], rule: decimalPointInTime },
];

// --- The tests --------------------------------------------------------------------------------------

const TEXTS = { fr: textsOf("fr"), vi: textsOf("vi") };
const CONTEXTS: Record<"fr" | "vi", Context> = {
  fr: { lang: "fr", common: lowercaseWords(TEXTS.fr), dates: [] },
  vi: { lang: "vi", common: lowercaseWords(TEXTS.vi), dates: VI_DATE_VALUES },
};

/** What the rules find in some texts of a language, as "rule: key: what". */
function findings(lang: "fr" | "vi", texts: readonly Text[]): string[] {
  const found: string[] = [];
  for (const { name, langs, rule } of RULES) {
    if (!langs.includes(lang)) continue;
    for (const text of texts) {
      if (EXCEPTIONS[name]?.has(`${text.file} ${text.key}`)) continue;
      const what = rule(text.value, CONTEXTS[lang]);
      if (what !== null) found.push(`${name}: ${text.key}: ${what}`);
    }
  }
  return found;
}

describe("banned forms, in every locale file", () => {
  for (const lang of ["fr", "vi"] as const) {
    it(`${lang}: reads every file`, () => {
      expect(new Set(TEXTS[lang].map((text) => text.file)).size).toBe(NAMESPACES.length + 1);
    });
    const files = [...new Set(TEXTS[lang].map((text) => text.file))];
    for (const file of files) {
      it(`${lang}: ${file}`, () => {
        expect(
          findings(
            lang,
            TEXTS[lang].filter((text) => text.file === file),
          ),
        ).toEqual([]);
      });
    }
  }

  it("leave out only texts that exist and that their rule still finds", () => {
    for (const [name, keys] of Object.entries(EXCEPTIONS)) {
      const rule = RULES.find((candidate) => candidate.name === name);
      for (const where of keys.keys()) {
        const still = (["fr", "vi"] as const).some((lang) =>
          TEXTS[lang].some(
            ({ file, key, value }) => `${file} ${key}` === where && rule?.rule(value, CONTEXTS[lang]),
          ),
        );
        expect(still, `${name}: ${where}`).toBe(true);
      }
    }
  });
});

describe("each banned form is found in a broken sample", () => {
  const finds = (name: string, text: string, lang: "fr" | "vi", context: Partial<Context> = {}) => {
    const rule = RULES.find((candidate) => candidate.name === name);
    if (!rule) throw new Error(`no rule ${name}`);
    return rule.rule(text.normalize("NFC"), { ...CONTEXTS[lang], ...context });
  };

  it("doubledLuc", () => {
    const intl = new Intl.DateTimeFormat("vi", { dateStyle: "long", timeStyle: "medium", timeZone: "UTC" });
    expect(intl.format(AT)).toMatch(/^lúc /);
    expect(finds("doubledLuc", "Chụp lúc lúc 14:05 ngày 12/3/2024", "vi")).toContain("lúc lúc");
    expect(finds("doubledLuc", "Xuất lúc: lúc 02:36:46 6 tháng 12, 2026", "vi")).toContain("lúc: lúc");
    expect(finds("doubledLuc", "Xuất lúc {{date}}", "vi", { dates: [intl.format(AT)] })).toContain("lúc lúc");
    expect(finds("doubledLuc", "Xuất lúc {{date}}", "vi")).toBeNull();
    expect(finds("doubledLuc", "bất cứ lúc nào, lúc {{time}}", "vi")).toBeNull();
  });

  it("the site's formatter writes no « lúc » of its own", () => {
    for (const date of VI_DATE_VALUES) expect(date).not.toMatch(/lúc/);
  });

  it("vungChua", () => {
    expect(finds("vungChua", "Thông tin vùng chứa", "vi")).toBe("vùng chứa");
    expect(finds("vungChua", "Thông tin container (định dạng chứa)", "vi")).toBeNull();
  });

  it("anneeScolaire", () => {
    expect(finds("anneeScolaire", "Une année scolaire américaine", "fr")).toBe("année scolaire");
    expect(finds("anneeScolaire", "Un niveau scolaire américain", "fr")).toBeNull();
  });

  it("thingNo", () => {
    expect(finds("thingNo", "Ai tạo ra nó, và khi nào?", "vi")).toBe("« nó »");
    expect(finds("thingNo", "Nó không còn dẫn đến đâu nữa.", "vi")).toBe("« Nó »");
    expect(finds("thingNo", "Ai tạo ra nội dung này? Số nốt, nóng, nói", "vi")).toBeNull();
  });

  it("elisionBeforePlaceholder", () => {
    expect(finds("elisionBeforePlaceholder", "Lecture de {{name}}…", "fr")).toBe("« de {{name}} »");
    expect(finds("elisionBeforePlaceholder", "celles de {{software}}", "fr")).toBe("« de {{software}} »");
    expect(finds("elisionBeforePlaceholder", "Ce que {{form}} changerait", "fr")).toBe("« que {{form}} »");
    expect(finds("elisionBeforePlaceholder", "Examiné le {{date}}, plus de {{count}} mots", "fr")).toBeNull();
    expect(finds("elisionBeforePlaceholder", "celles du logiciel {{software}}", "fr")).toBeNull();
  });

  it("capitalAfterColon", () => {
    expect(finds("capitalAfterColon", "Ce que cela montre\u00a0: Les pixels", "fr")).toBe("« : Les »");
    expect(finds("capitalAfterColon", "Lưu ý: Nếu ảnh đã bị cắt", "vi")).toBe("« : Nếu »");
    expect(finds("capitalAfterColon", "Ce que cela montre\u00a0: les pixels", "fr")).toBeNull();
    expect(
      finds("capitalAfterColon", "Lieux\u00a0: GeoNames (CC BY), UTC\u00a0: UTC{{offset}}", "fr"),
    ).toBeNull();
    expect(finds("capitalAfterColon", "La méthode\u00a0: Neal Krawetz", "fr")).toBeNull();
  });

  it("decimalPointInTime", () => {
    expect(finds("decimalPointInTime", "Khung hình lúc 1:02.500", "vi")).toBe("1:02.5");
    expect(finds("decimalPointInTime", "une toutes les 0.5\u00a0s", "fr")).toBe("0.5\u00a0s");
    expect(finds("decimalPointInTime", "mỗi 0.5 giây", "vi")).toBe("0.5 giây");
    expect(finds("decimalPointInTime", "Khung hình lúc 1:02,500, từ 0,1 đến 3.600 giây", "vi")).toBeNull();
    expect(finds("decimalPointInTime", "une toutes les 0,5\u00a0s, CC BY 4.0, H.264", "fr")).toBeNull();
  });
});

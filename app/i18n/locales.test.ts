import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeFile, NAMESPACES } from "../site/namespaces.ts";
import { searchKeywordKeys } from "../tools/catalog-text.ts";
import { EVIDENCE_SOURCES, TOOLS } from "../tools/registry.ts";
import { LANGUAGES } from "./languages.ts";
import { FEATURE_NAMESPACES, SITE_NAMESPACES } from "./namespaces.ts";

const LOCALES = path.join(import.meta.dirname, "locales");
const APP = path.resolve(import.meta.dirname, "..");

function load(lang: string, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(APP, localeFile(lang as (typeof LANGUAGES)[number], ns)), "utf8"));
}

/** Every leaf of a resource tree as "dotted.path" → value. */
function leaves(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const variables = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("locale files", () => {
  it("exist for every language and namespace, and nothing else", () => {
    for (const lang of LANGUAGES) {
      expect(readdirSync(path.join(LOCALES, lang)).sort()).toEqual(
        SITE_NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
    for (const tool of TOOLS) {
      expect(readdirSync(path.join(APP, "tools", tool.slug, "locales")).sort(), tool.slug).toEqual(
        LANGUAGES.map((lang) => `${lang}.json`).sort(),
      );
    }
    for (const feature of FEATURE_NAMESPACES) {
      expect(readdirSync(path.join(APP, "features", feature, "locales")).sort(), feature).toEqual(
        LANGUAGES.map((lang) => `${lang}.json`).sort(),
      );
    }
  });

  it("give every tool its catalogue name and description, one sentence, in every language", () => {
    for (const tool of TOOLS) {
      for (const lang of LANGUAGES) {
        const { catalog } = load(lang, tool.namespace) as { catalog: { name: string; description: string } };
        expect(catalog.name.trim(), `${lang} ${tool.slug}`).not.toBe("");
        expect(catalog.description, `${lang} ${tool.slug}`).toMatch(/^[^.!?]+[.!?]$/u);
      }
    }
  });

  it("give every tool, and each of its pages, search keywords in every language", () => {
    for (const tool of TOOLS) {
      for (const lang of LANGUAGES) {
        const texts = load(lang, tool.namespace);
        for (const key of searchKeywordKeys(tool)) {
          const value = leaves(texts).get(key);
          const keywords = typeof value === "string" ? value.split(",").map((keyword) => keyword.trim()) : [];
          // A comma list of at least three, none empty: a stray comma would be a keyword of nothing.
          expect(keywords.length, `${lang} ${tool.slug} ${key}`).toBeGreaterThanOrEqual(3);
          expect(keywords, `${lang} ${tool.slug} ${key}`).not.toContain("");
        }
      }
    }
  });

  it("give each kind of evidence a tool or feature declares its label, the kind declared by it only", () => {
    const declaredBy = new Map<string, string>();
    for (const source of EVIDENCE_SOURCES) {
      for (const kind of source.evidenceKinds ?? []) {
        // A kind is part of a key (evidence_kinds:<kind>) and of every bundle made with it.
        expect(kind, source.namespace).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(declaredBy.get(kind), `${kind}: ${source.namespace}`).toBeUndefined();
        declaredBy.set(kind, source.namespace);
      }
      // In English here, none for a kind it does not declare; the test of each namespace below holds
      // French and Vietnamese to the English keys, none empty.
      const labelled = [...leaves(load("en", source.namespace)).keys()].filter((key) =>
        key.startsWith("evidenceKinds."),
      );
      expect(labelled.sort(), source.namespace).toEqual(
        (source.evidenceKinds ?? []).map((kind) => `evidenceKinds.${kind}`).sort(),
      );
    }
    expect(declaredBy.size).toBeGreaterThan(0);
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every key is present and non-empty in en, fr and vi, with the same variables`, () => {
      const english = leaves(load("en", ns));
      expect(english.size).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        const other = leaves(load(lang, ns));
        expect([...other.keys()].sort(), `${lang}/${ns}`).toEqual([...english.keys()].sort());
        for (const [key, value] of other) {
          expect(typeof value === "string" && value.trim() !== "", `${lang}/${ns}:${key} is empty`).toBe(
            true,
          );
          expect(variables(value), `${lang}/${ns}:${key} variables`).toEqual(variables(english.get(key)));
        }
      }
    });
  }
});

describe("keys used in the code", () => {
  const english = new Map(NAMESPACES.map((ns) => [ns, leaves(load("en", ns))]));
  const exists = (ns: string, key: string) => {
    const tree = english.get(ns);
    if (!tree) return false;
    // A key may name a branch (returnObjects) or a plural family.
    return tree.has(key) || tree.has(`${key}_other`) || [...tree.keys()].some((k) => k.startsWith(`${key}.`));
  };

  const sources = readdirSync(APP, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".test."),
  );

  it("all exist in the English texts", () => {
    const missing: string[] = [];
    for (const entry of sources) {
      const file = path.join(entry.parentPath, entry.name);
      const source = readFileSync(file, "utf8");
      const defaultNs = /useTranslation\("(\w+)"\)/.exec(source)?.[1] ?? "common";
      // A tool's summaries of its evidence (logic/evidence-summary.ts) read its evidenceSummaries.<kind>,
      // and so do a feature's (app/features/{namespace}/logic/evidence-summary.ts).
      const summarizing =
        TOOLS.find(
          (tool) =>
            path.relative(APP, file) === path.join("tools", tool.slug, "logic", "evidence-summary.ts"),
        ) ??
        EVIDENCE_SOURCES.find(
          (feature) =>
            path.relative(APP, file) ===
            path.join("features", feature.namespace, "logic", "evidence-summary.ts"),
        );
      // Literal keys only: t("key"), t("ns:key"), staticPageMeta(args, "ns:prefix") is checked through its parts.
      for (const match of source.matchAll(/\bt\(\s*"([^"]+)"/g)) {
        const key = match[1] ?? "";
        if (summarizing) {
          const kinds = summarizing.evidenceKinds ?? [];
          if (!kinds.some((kind) => exists(summarizing.namespace, `evidenceSummaries.${kind}.${key}`)))
            missing.push(`${path.relative(APP, file)}: ${key}`);
          continue;
        }
        const [ns, dotted] = key.includes(":") ? key.split(":", 2) : [defaultNs, key];
        if (!exists(ns ?? "", dotted ?? "")) missing.push(`${path.relative(APP, file)}: ${key}`);
      }
      for (const match of source.matchAll(
        /staticPageMeta\([^,]+,\s*"(\w+):([\w.]+)"(\s*,\s*\{\s*title:\s*false)?/g,
      )) {
        const [, ns = "", prefix = "", noTitle] = match;
        for (const part of noTitle ? ["description"] : ["title", "description"]) {
          if (!exists(ns, `${prefix}.${part}`))
            missing.push(`${path.relative(APP, file)}: ${ns}:${prefix}.${part}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

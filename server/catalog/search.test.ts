import { describe, expect, it } from "vitest";
import { textTools } from "#app/tools/text-tools/tool.ts";
import {
  buildSearchIndex,
  type KeywordsOf,
  MAX_RESULTS,
  type SearchGroup,
  searchTools,
  toolPageEntries,
  withToolPages,
} from "./search.ts";
import type { CatalogText, SearchCatalog, TranslatableTexts } from "./search-catalog.ts";

type CatalogTool = SearchCatalog["tools"][number];

function texts(base: CatalogText, translations: TranslatableTexts["translations"] = {}): TranslatableTexts {
  return { base, translations };
}

function tool(
  slug: string,
  categorySlug: string | null,
  text: TranslatableTexts,
  extra: Partial<CatalogTool> = {},
) {
  return { slug, icon: "Link", active: true, comingSoon: false, categorySlug, ...text, ...extra };
}

const catalog: SearchCatalog = {
  categories: [
    {
      slug: "web-tools",
      ...texts({ name: "Web Tools", description: "" }, { fr: { name: "Outils web", description: "" } }),
    },
    {
      slug: "time-tools",
      ...texts({ name: "Time Tools", description: "" }, { vi: { name: "Thời gian", description: "" } }),
    },
    { slug: "archive", ...texts({ name: "Archive", description: "" }) },
  ],
  tools: [
    tool(
      "url-shortener",
      "web-tools",
      texts(
        { name: "URL Shortener", description: "Shorten long links." },
        {
          fr: { name: "Raccourcisseur d'URL", description: "Raccourcissez les liens." },
          vi: { name: "Rút gọn liên kết", description: "Rút gọn liên kết dài." },
        },
      ),
    ),
    tool(
      "street-finder",
      "web-tools",
      texts(
        { name: "Street Finder", description: "Find a street by its name." },
        { vi: { name: "Tìm Đường", description: "Tìm đường phố theo tên." } },
      ),
      { icon: "MapPin", comingSoon: true },
    ),
    tool("link-scanner", "web-tools", texts({ name: "Link Scanner", description: "Scan a printed link." }), {
      comingSoon: true,
    }),
    tool(
      "resume-checker",
      "time-tools",
      texts(
        { name: "Résumé Checker", description: "Check the dates and times of a résumé." },
        // Blank translations fall back to the base text, field by field.
        { fr: { name: " ", description: "Vérifiez les dates d'un CV, avec cœur." } },
      ),
    ),
    tool(
      "duong-notes",
      "time-tools",
      texts({ name: "Duong Notes", description: "Plain ascii notes of street names." }),
    ),
    tool("link-timeline", "time-tools", texts({ name: "Timeline", description: "Order links by date." })),
    tool("old-link-tool", "archive", texts({ name: "Old Link Tool", description: "Retired." }), {
      active: false,
    }),
    tool("orphan-link-tool", null, texts({ name: "Orphan Link Tool", description: "No category." })),
    tool("lost-link-tool", "no-such-category", texts({ name: "Lost Link Tool", description: "Gone." })),
  ],
};

// The words people search these tools by; the real tools' come from their locale files.
const KEYWORDS: Record<string, Partial<Record<"en" | "fr" | "vi", string[]>>> = {
  "url-shortener": {
    en: ["tiny link", "bitly", "save time"],
    fr: ["lien court", "bitly"],
    vi: ["link ngắn"],
  },
  "link-timeline": { en: ["link history", "chronology"], vi: ["dòng thời gian"] },
  "street-finder": { en: ["map", "address"] },
};
const keywords: KeywordsOf = (slug, lang) => KEYWORDS[slug]?.[lang] ?? [];
const index = buildSearchIndex(catalog, keywords);
const slugs = (groups: SearchGroup[]) => groups.flatMap((group) => group.tools.map((t) => t.slug));

describe("searchTools", () => {
  it("matches names and descriptions in the requested language", () => {
    expect(slugs(searchTools(index, "raccourc", "fr"))).toEqual(["url-shortener"]);
    expect(slugs(searchTools(index, "raccourc", "en"))).toEqual([]);
    expect(slugs(searchTools(index, "shorten", "en"))).toEqual(["url-shortener"]);
    expect(slugs(searchTools(index, "liên kết", "vi"))).toEqual(["url-shortener"]);
  });

  it("searches the base text where a translation is missing or blank", () => {
    expect(slugs(searchTools(index, "finder", "fr"))).toEqual(["street-finder"]);
    expect(slugs(searchTools(index, "finder", "vi"))).toEqual([]);
    const [group] = searchTools(index, "checker", "fr");
    expect(group?.tools).toEqual([
      {
        slug: "resume-checker",
        name: "Résumé Checker",
        description: "Vérifiez les dates d'un CV, avec cœur.",
        icon: "Link",
        comingSoon: false,
      },
    ]);
  });

  it("folds accents, đ and ligatures on both sides", () => {
    // Duong Notes first: Street Finder is coming soon.
    expect(slugs(searchTools(index, "duong", "vi"))).toEqual(["duong-notes", "street-finder"]);
    expect(slugs(searchTools(index, "Đường", "vi"))).toEqual(["duong-notes", "street-finder"]);
    expect(slugs(searchTools(index, "rut gon", "vi"))).toEqual(["url-shortener"]);
    expect(slugs(searchTools(index, "resume", "en"))).toEqual(["resume-checker"]);
    expect(slugs(searchTools(index, "RÉSUMÉ", "en"))).toEqual(["resume-checker"]);
    expect(slugs(searchTools(index, "coeur", "fr"))).toEqual(["resume-checker"]);
    expect(slugs(searchTools(index, "d’url", "fr"))).toEqual(["url-shortener"]);
  });

  it("needs two characters after trimming", () => {
    expect(searchTools(index, "", "en")).toEqual([]);
    expect(searchTools(index, " u ", "en")).toEqual([]);
    expect(searchTools(index, "\u0301\u0301", "en")).toEqual([]);
    expect(slugs(searchTools(index, "  ur ", "en"))).toEqual(["url-shortener"]);
    // One letter with its accent decomposed is still one character.
    expect(searchTools(index, "e\u0301", "en")).toEqual([]);
  });

  it("finds tools by their keywords in the requested language, by word starts or as a substring", () => {
    expect(slugs(searchTools(index, "bitly", "fr"))).toEqual(["url-shortener"]);
    expect(slugs(searchTools(index, "tiny", "en"))).toEqual(["url-shortener"]);
    expect(slugs(searchTools(index, "chrono", "en"))).toEqual(["link-timeline"]);
    expect(slugs(searchTools(index, "hronolog", "en"))).toEqual(["link-timeline"]);
    expect(slugs(searchTools(index, "chrono", "fr"))).toEqual([]);
    expect(slugs(searchTools(index, "link ngan", "vi"))).toEqual(["url-shortener"]);
    // All the words of a query, each in a field of its own: "court" in the keywords, "liens" in the description.
    expect(slugs(searchTools(index, "court liens", "fr"))).toEqual(["url-shortener"]);
    expect(slugs(searchTools(index, "court zebre", "fr"))).toEqual([]);
  });

  it("ranks name matches before keyword matches before description matches, coming-soon tools last", () => {
    // Timeline by its name, the shortener by a keyword, the résumé checker by its description.
    expect(slugs(searchTools(index, "time", "en"))).toEqual([
      "link-timeline",
      "resume-checker",
      "url-shortener",
    ]);
    const ranked = (query: string, lang: "en" | "fr" | "vi") =>
      searchTools(index, query, lang).map((group) => [group.category.slug, group.tools.map((t) => t.slug)]);
    // Groups come in the order of their best tool, so the first tool shown is the best one.
    expect(ranked("time", "en")).toEqual([
      ["time-tools", ["link-timeline", "resume-checker"]],
      ["web-tools", ["url-shortener"]],
    ]);
    // Whole words before word starts; within a rank, category then name order; coming-soon tools after
    // every working one, across categories, in groups of their own.
    expect(ranked("link", "en")).toEqual([
      ["web-tools", ["url-shortener"]],
      ["time-tools", ["link-timeline"]],
      ["web-tools", ["link-scanner"]],
    ]);
    expect(searchTools(index, "link", "en").map((group) => group.comingSoon)).toEqual([false, false, true]);
    // Street Finder's name matches better than Duong Notes' description, but it is coming soon.
    expect(ranked("street", "en")).toEqual([
      ["time-tools", ["duong-notes"]],
      ["web-tools", ["street-finder"]],
    ]);
    expect(slugs(searchTools(index, "map", "en"))).toEqual(["street-finder"]);
    // Group headings are in the reader's language too, falling back to the base name.
    expect(searchTools(index, "ti", "vi").map((group) => group.category.name)).toEqual([
      "Thời gian",
      "Web Tools",
    ]);
  });

  it("leaves out inactive tools and tools without a known category", () => {
    const found = slugs(searchTools(index, "link tool", "en"));
    expect(found).toEqual([]);
    expect(slugs(searchTools(index, "retired", "en"))).toEqual([]);
    expect(slugs(searchTools(index, "no category", "en"))).toEqual([]);
  });

  it(`returns at most ${MAX_RESULTS} tools, the best ones`, () => {
    const many: SearchCatalog = {
      categories: catalog.categories,
      tools: Array.from({ length: 120 }, (_, i) => {
        const id = String(i).padStart(3, "0");
        // The even ones match "tool" by name, the odd ones by description only.
        return i % 2 === 0
          ? tool(`t${id}`, "web-tools", texts({ name: `Tool ${id}`, description: "" }))
          : tool(`t${id}`, "time-tools", texts({ name: `Gadget ${id}`, description: "A tool." }));
      }),
    };
    const groups = searchTools(buildSearchIndex(many, keywords), "tool", "en");
    expect(slugs(groups)).toHaveLength(MAX_RESULTS);
    expect(groups.map((group) => [group.category.slug, group.tools.length])).toEqual([["web-tools", 50]]);
    const fewer = searchTools(
      buildSearchIndex({ ...many, tools: many.tools.slice(0, 60) }, keywords),
      "tool",
      "en",
    );
    expect(fewer.map((group) => [group.category.slug, group.tools.length])).toEqual([
      ["web-tools", 30],
      ["time-tools", 20],
    ]);
  });

  it("fills the last places with matches inside words before coming-soon tools that match better", () => {
    const named = (name: string, count: number, extra: Partial<CatalogTool> = {}) =>
      Array.from({ length: count }, (_, i) =>
        tool(
          `${name}-${i}`.toLowerCase(),
          "web-tools",
          texts({ name: `${name} ${i}`, description: "" }),
          extra,
        ),
      );
    const found = searchTools(
      buildSearchIndex(
        {
          categories: catalog.categories,
          tools: [
            ...named("Tool", 49),
            ...named("Tool soon", 5, { comingSoon: true }),
            ...named("Gadgettool", 3),
          ],
        },
        keywords,
      ),
      "tool",
      "en",
    ).flatMap((group) => group.tools);
    expect(found).toHaveLength(MAX_RESULTS);
    expect(found.filter((hit) => hit.comingSoon)).toEqual([]);
    expect(found.at(-1)?.name).toBe("Gadgettool 0");
  });
});

describe("withToolPages (the ten text tools)", () => {
  const withTextCategory: SearchCatalog = {
    ...catalog,
    categories: [
      ...catalog.categories,
      {
        slug: "text-tools",
        ...texts(
          { name: "Text Tools", description: "" },
          { fr: { name: "Outils de texte", description: "" } },
        ),
      },
    ],
  };
  const textIndex = buildSearchIndex(withToolPages(withTextCategory, toolPageEntries([textTools])));

  it("finds the ten text tools under the Text Tools category, each at its own address", () => {
    expect(searchTools(textIndex, "sort lines", "en")).toEqual([
      {
        category: { slug: "text-tools", name: "Text Tools" },
        comingSoon: false,
        tools: [
          {
            slug: "text-tools/sort-lines",
            name: "Sort lines",
            description:
              "Sort lines from A to Z or Z to A in your language's alphabetical order, with an optional numeric sort.",
            icon: "arrow-up-down",
            comingSoon: false,
          },
        ],
      },
    ]);
  });

  it("names and describes them in the reader's language, accents folded", () => {
    const [group] = searchTools(textIndex, "convertisseur", "fr");
    expect(group?.category.name).toBe("Outils de texte");
    expect(group?.tools.map((tool) => [tool.slug, tool.name])).toEqual([
      ["text-tools/case-converter", "Convertisseur de casse"],
    ]);
    expect(slugs(searchTools(textIndex, "dao nguoc", "vi"))).toEqual(["text-tools/reverse"]);
    expect(slugs(searchTools(textIndex, "JSON", "vi"))).toEqual(["text-tools/json"]);
  });

  it("leaves the catalogue's own tools as they are", () => {
    expect(slugs(searchTools(textIndex, "raccourc", "fr"))).toEqual(["url-shortener"]);
  });

  it("adds nothing where the catalogue has no Text Tools category", () => {
    expect(
      slugs(
        searchTools(
          buildSearchIndex(withToolPages(catalog, toolPageEntries([textTools]))),
          "sort lines",
          "en",
        ),
      ),
    ).toEqual([]);
  });
});

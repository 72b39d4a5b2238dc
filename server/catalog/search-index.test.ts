import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { TOOLS } from "#app/tools/registry.ts";
import type { Logger } from "../logger.ts";
import { describeEachDialect } from "../test/describe-each-dialect.ts";
import { createCatalogRepository } from "./repository.ts";
import type { SearchGroup } from "./search.ts";
import type { SearchCatalog } from "./search-catalog.ts";
import { createSearchIndex, type ToolSearch } from "./search-index.ts";
import { seedCatalog } from "./seed.ts";

const createdAt = "2025-01-01T00:00:00.000Z";
const slugs = (groups: SearchGroup[]) => groups.flatMap((group) => group.tools.map((tool) => tool.slug));

function recordingLogger() {
  const errors: { msg: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (msg, fields) => errors.push({ msg, fields }),
  };
  return { logger, errors };
}

describeEachDialect("search index over the database", (database) => {
  let clock = 0;
  let search: ToolSearch["search"];

  // The seed, plus a category whose only tool is inactive, an active tool without a category, and a
  // coming-soon tool (the site may have none left) whose words also find working tools.
  beforeAll(async () => {
    const { db } = database().handle;
    await seedCatalog(db, TOOLS);
    const webTools = await db
      .selectFrom("tool_categories")
      .select("id")
      .where("slug", "=", "web-tools")
      .executeTakeFirstOrThrow();
    const archive = await db
      .insertInto("tool_categories")
      .values({ name: "Archive", slug: "archive", description: "Retired tools.", sort_order: 99 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("tools")
      .values([
        {
          slug: "old-link-tool",
          name: "Old Link Tool",
          description: "A retired link checker.",
          icon: "Link",
          category_id: archive.id,
          is_active: false,
          coming_soon: false,
          created_at: createdAt,
        },
        {
          slug: "orphan-link-tool",
          name: "Orphan Link Tool",
          description: "A link checker without a category.",
          icon: "Link",
          category_id: null,
          is_active: true,
          coming_soon: false,
          created_at: createdAt,
        },
        {
          slug: "link-archiver",
          name: "Link Archiver",
          description: "Keeps a copy of a link's page, with its date.",
          icon: "Link",
          category_id: webTools.id,
          is_active: true,
          coming_soon: true,
          created_at: createdAt,
        },
      ])
      .execute();
    const index = createSearchIndex(createCatalogRepository(db), {
      logger: recordingLogger().logger,
      tools: TOOLS,
      maxAgeMs: 60_000,
      now: () => clock,
    });
    search = index.search;
  });

  it("finds tools by their translated name, accents folded", async () => {
    expect(await search("raccourcisseur", "fr")).toEqual([
      {
        category: { slug: "web-tools", name: "Outils web" },
        comingSoon: false,
        tools: [
          {
            slug: "url-shortener",
            name: "Raccourcisseur d’URL",
            description:
              "Raccourcissez les liens trop longs, vérifiez qu’ils ne mènent pas à une menace connue et voyez leur destination avant de les ouvrir.",
            icon: "Link",
            comingSoon: false,
          },
        ],
      },
    ]);
    // "Rút gọn liên kết", with or without its accents and in any case.
    expect(slugs(await search("rut gon", "vi"))).toEqual(["url-shortener"]);
    expect(slugs(await search("RÚT GỌN", "vi"))).toEqual(["url-shortener"]);
    expect(await search("raccourc", "en")).toEqual([]);
  });

  it("finds the working time tools by their names in each language", async () => {
    const time = async (query: string, lang: "en" | "fr" | "vi") =>
      (await search(query, lang)).find((group) => group.category.slug === "time-tools")?.tools ?? [];
    for (const [query, lang, slug] of [
      ["time zone converter", "en", "time-zone-converter"],
      ["fuseaux horaires", "fr", "time-zone-converter"],
      ["chuyen doi mui gio", "vi", "time-zone-converter"],
      ["date difference", "en", "date-difference"],
      ["écart entre deux dates", "fr", "date-difference"],
      ["khoảng cách ngày", "vi", "date-difference"],
    ] as const) {
      expect(await time(query, lang), `${lang}: ${query}`).toContainEqual(
        expect.objectContaining({ slug, comingSoon: false }),
      );
    }
  });

  it("finds the image inspector by what it reads, in each language", async () => {
    expect(slugs(await search("metadata", "en"))).toContain("image-inspector");
    expect(slugs(await search("metadonnees", "fr"))).toContain("image-inspector");
    expect(slugs(await search("sieu du lieu", "vi"))).toContain("image-inspector");
    expect(slugs(await search("hinh anh", "vi"))).toContain("image-inspector");
  });

  it("finds the text tools, each at its own address, under the Text Tools category", async () => {
    const groups = await search("slug", "vi");
    const textTools = groups.find((group) => group.category.slug === "text-tools");
    expect(textTools?.category.name).toBe("Công cụ văn bản");
    // Name matches first: the slug generator, then the text tools page, whose description speaks of slugs.
    expect(textTools?.tools.map((tool) => [tool.slug, tool.name])).toEqual([
      ["text-tools/slug", "Tạo slug"],
      ["text-tools", "Công cụ văn bản"],
    ]);
    expect(slugs(await search("remove duplicate", "en"))).toEqual(["text-tools/duplicates"]);
  });

  it("finds the timestamp decoder and the sun position tool by their names in each language", async () => {
    const names = [
      ["en", "Timestamp Decoder", "Sun Position"],
      ["fr", "Décodeur d’horodatages", "Position du soleil"],
      ["vi", "Giải mã dấu thời gian", "Vị trí mặt trời"],
    ] as const;
    for (const [lang, decoder, sun] of names) {
      expect(slugs(await search(decoder, lang))[0]).toBe("timestamp-decoder");
      expect(slugs(await search(sun, lang))[0]).toBe("sun-position");
    }
  });

  // What visitors type, in their own words, and the tool that must come first.
  const FIRST: readonly (readonly [Language, string, string])[] = [
    ["en", "EXIF", "image-inspector"],
    ["en", "GPS", "image-inspector"],
    ["en", "metadata", "image-inspector"],
    ["en", "photo", "image-inspector"],
    ["en", "camera", "image-inspector"],
    ["en", "timezone", "time-zone-converter"],
    ["en", "DST", "time-zone-converter"],
    ["en", "whois", "link-investigator"],
    ["en", "unshorten", "link-investigator"],
    ["en", "archive", "link-investigator"],
    ["en", "tracking", "link-investigator"],
    ["en", "phishing", "link-investigator"],
    ["en", "tweet", "timestamp-decoder"],
    ["en", "unix", "timestamp-decoder"],
    ["en", "sunrise", "sun-position"],
    ["en", "golden hour", "sun-position"],
    ["en", "scan QR", "qr-code-generator"],
    ["en", "read qr", "qr-code-generator"],
    ["en", "wifi", "qr-code-generator"],
    ["en", "bitly", "url-shortener"],
    ["en", "clicks", "link-analytics"],
    ["en", "how many days", "date-difference"],
    ["en", "age", "date-difference"],
    ["en", "word count", "text-tools/counter"],
    ["en", "uppercase", "text-tools/case-converter"],
    ["en", "dedupe", "text-tools/duplicates"],
    ["en", "minify", "text-tools/json"],
    ["en", "evidence", "case-file"],
    ["fr", "preuves", "case-file"],
    ["vi", "hồ sơ", "case-file"],
    ["en", "ocr", "text-from-image"],
    ["fr", "capture d’écran", "text-from-image"],
    ["fr", "fuseau horaire", "time-zone-converter"],
    ["fr", "heure d’été", "time-zone-converter"],
    ["fr", "raccourcir", "url-shortener"],
    ["fr", "lien court", "url-shortener"],
    ["fr", "métadonnées", "image-inspector"],
    ["fr", "metadonnees", "image-inspector"],
    ["fr", "appareil photo", "image-inspector"],
    ["fr", "hameçonnage", "link-investigator"],
    ["fr", "redirection", "link-investigator"],
    ["fr", "horodatage", "timestamp-decoder"],
    ["fr", "lever du soleil", "sun-position"],
    ["fr", "heure dorée", "sun-position"],
    ["fr", "jours ouvrés", "date-difference"],
    ["fr", "statistiques", "link-analytics"],
    ["fr", "code QR", "qr-code-generator"],
    ["fr", "QR code", "qr-code-generator"],
    ["fr", "doublons", "text-tools/duplicates"],
    ["fr", "trier", "text-tools/sort-lines"],
    ["fr", "permalien", "text-tools/slug"],
    // "ảnh" alone also finds Text from Image (« Trích chữ từ ảnh »), in the category listed first.
    ["vi", "hình ảnh", "image-inspector"],
    ["vi", "chữ trong ảnh", "text-from-image"],
    ["vi", "siêu dữ liệu", "image-inspector"],
    ["vi", "sieu du lieu", "image-inspector"],
    ["vi", "máy ảnh", "image-inspector"],
    ["vi", "múi giờ", "time-zone-converter"],
    ["vi", "mui gio", "time-zone-converter"],
    ["vi", "rút gọn", "url-shortener"],
    ["vi", "link rút gọn", "url-shortener"],
    ["vi", "tên miền", "link-investigator"],
    ["vi", "lừa đảo", "link-investigator"],
    ["vi", "quét mã QR", "qr-code-generator"],
    ["vi", "dấu thời gian", "timestamp-decoder"],
    ["vi", "mặt trời mọc", "sun-position"],
    ["vi", "hoàng hôn", "sun-position"],
    ["vi", "tính tuổi", "date-difference"],
    ["vi", "thống kê", "link-analytics"],
    ["vi", "bỏ dấu", "text-tools/slug"],
    ["vi", "đếm chữ", "text-tools/counter"],
    ["vi", "chữ hoa", "text-tools/case-converter"],
  ];

  /** Whether coming-soon tools come after the working ones: in each group, and as whole groups. */
  const soonLast = (groups: SearchGroup[]) => {
    const last = <T>(flags: T[], isSoon: (flag: T) => boolean) => {
      const firstSoon = flags.findIndex(isSoon);
      return firstSoon < 0 || flags.slice(firstSoon).every(isSoon);
    };
    const soon = groups.map((group) => group.tools.map((tool) => tool.comingSoon));
    return soon.every((flags) => last(flags, Boolean)) && last(soon, (flags) => flags.every(Boolean));
  };

  it.each(FIRST)("%s: %s finds %s first, coming-soon tools after the others", async (lang, query, slug) => {
    const groups = await search(query, lang);
    expect(groups[0]?.tools[0]?.slug).toBe(slug);
    expect(soonLast(groups)).toBe(true);
  });

  it("lists a coming-soon tool that matches, after the tools that work", async () => {
    for (const query of ["link", "date"]) {
      const groups = await search(query, "en");
      const found = groups.flatMap((group) => group.tools);
      expect(found.find((row) => row.slug === "link-archiver")).toMatchObject({ comingSoon: true });
      expect(found.some((row) => !row.comingSoon)).toBe(true);
      expect(soonLast(groups)).toBe(true);
    }
  });

  it("finds nothing for an unknown or too short query", async () => {
    expect(await search("zz", "en")).toEqual([]);
    expect(await search("u", "en")).toEqual([]);
  });

  it("leaves out a category whose tools are all inactive, and tools without a category", async () => {
    const groups = await search("link", "en");
    expect(groups.map((group) => group.category.slug)).not.toContain("archive");
    expect(slugs(groups)).toContain("url-shortener");
    expect(slugs(groups)).not.toContain("old-link-tool");
    expect(slugs(groups)).not.toContain("orphan-link-tool");
    expect(await search("retired", "en")).toEqual([]);
    expect(await search("without a category", "en")).toEqual([]);
  });

  it("sees a new tool once the index is older than maxAge", async () => {
    const { db } = database().handle;
    const timeTools = await db
      .selectFrom("tool_categories")
      .select("id")
      .where("slug", "=", "time-tools")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("tools")
      .values({
        slug: "zebra-timer",
        name: "Zebra Timer",
        icon: "Timer",
        category_id: timeTools.id,
        is_active: true,
        created_at: createdAt,
      })
      .execute();
    expect(await search("zebra", "en")).toEqual([]);
    clock += 60_000;
    // The stale index answers this one while the new one is built in the background.
    expect(await search("zebra", "en")).toEqual([]);
    await vi.waitFor(async () => expect(slugs(await search("zebra", "en"))).toEqual(["zebra-timer"]));
  });
});

describe("search index lifecycle", () => {
  const catalogWith = (name: string): SearchCatalog => ({
    categories: [{ slug: "web-tools", base: { name: "Web Tools", description: "" }, translations: {} }],
    tools: [
      {
        slug: "tool",
        icon: "Link",
        active: true,
        comingSoon: false,
        categorySlug: "web-tools",
        base: { name, description: "" },
        translations: {},
      },
    ],
  });

  /** A repository whose loads wait until the test settles them. */
  function controlledRepository() {
    const pending: PromiseWithResolvers<SearchCatalog>[] = [];
    return {
      pending,
      repository: {
        loadSearchCatalog: () => {
          const load = Promise.withResolvers<SearchCatalog>();
          pending.push(load);
          return load.promise;
        },
      },
    };
  }

  it("loads once for concurrent first searches, then rebuilds in the background one at a time", async () => {
    const { pending, repository } = controlledRepository();
    let clock = 0;
    const { search } = createSearchIndex(repository, {
      logger: recordingLogger().logger,
      tools: [],
      maxAgeMs: 100,
      now: () => clock,
    });

    const first = Promise.all([search("alpha", "en"), search("alpha", "en")]);
    expect(pending).toHaveLength(1);
    pending[0]?.resolve(catalogWith("Alpha"));
    expect((await first).map(slugs)).toEqual([["tool"], ["tool"]]);

    clock = 100;
    expect(slugs(await search("alpha", "en"))).toEqual(["tool"]);
    expect(slugs(await search("alpha", "en"))).toEqual(["tool"]);
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(catalogWith("Beta"));
    await vi.waitFor(async () => expect(slugs(await search("beta", "en"))).toEqual(["tool"]));
    expect(await search("alpha", "en")).toEqual([]);
    expect(pending).toHaveLength(2);
  });

  it("keeps the previous index when a rebuild fails, logs it and tries again after maxAge", async () => {
    const { pending, repository } = controlledRepository();
    const { logger, errors } = recordingLogger();
    let clock = 0;
    const { search } = createSearchIndex(repository, { logger, tools: [], maxAgeMs: 100, now: () => clock });
    const first = search("alpha", "en");
    pending[0]?.resolve(catalogWith("Alpha"));
    await first;

    clock = 100;
    await search("alpha", "en");
    pending[1]?.reject(new Error("database unavailable"));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({
      msg: "search index rebuild failed; serving the previous one",
      fields: { error: new Error("database unavailable") },
    });
    expect(slugs(await search("alpha", "en"))).toEqual(["tool"]);
    expect(pending).toHaveLength(2);

    clock = 200;
    await search("alpha", "en");
    expect(pending).toHaveLength(3);
  });

  it("fails a search while there is no index at all, and tries again on the next one", async () => {
    const { pending, repository } = controlledRepository();
    const { search } = createSearchIndex(repository, { logger: recordingLogger().logger, tools: [] });
    const first = search("alpha", "en");
    pending[0]?.reject(new Error("database unavailable"));
    await expect(first).rejects.toThrow("database unavailable");
    const second = search("alpha", "en");
    pending[1]?.resolve(catalogWith("Alpha"));
    expect(slugs(await second)).toEqual(["tool"]);
  });
});

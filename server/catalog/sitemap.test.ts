// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { defineTool, type ToolDefinition } from "#app/tools/definition.ts";
import { renderRobotsTxt, renderSitemap, sitemapPages } from "./sitemap.ts";

const PUBLIC_URL = "https://veritools.example";

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

// Tools of the test's own, so that adding a tool to the site changes nothing here.
const screen = (slug: string) => ({ path: `tools/${slug}`, file: `tools/${slug}/screens/page.tsx` });
const TOOLS: readonly ToolDefinition[] = [
  defineTool({
    slug: "maker",
    category: "web-tools",
    icon: "Link",
    status: "active",
    featured: true,
    namespace: "maker",
    routes: [screen("maker"), { path: "m/:code", file: "tools/maker/screens/m.tsx", localized: false }],
  }),
  defineTool({
    slug: "kit",
    category: "text-tools",
    icon: "Text",
    status: "active",
    featured: false,
    namespace: "kit",
    routes: [screen("kit"), screen("kit/:page")],
    pages: [
      { slug: "kit/count", icon: "hash", textKey: "count" },
      { slug: "kit/sort", icon: "sort", textKey: "sort" },
    ],
  }),
  defineTool({
    slug: "later",
    category: "planning",
    icon: "Clock",
    status: "coming-soon",
    featured: false,
    namespace: "later",
    routes: [],
  }),
];

describe("sitemapPages", () => {
  const pages = sitemapPages(
    { toolSlugs: ["maker", "kit", "later", "orphan-tool"], categorySlugs: ["web-tools", "text-tools"] },
    TOOLS,
  );
  const byPath = Object.fromEntries(pages.map(({ path, ...rest }) => [path, rest]));

  it("lists the fixed pages with the spec's priorities and change frequencies", () => {
    expect(byPath).toMatchObject({
      "/": { priority: 1, changefreq: "weekly" },
      "/discover": { priority: 0.9, changefreq: "weekly" },
      "/about": { priority: 0.8, changefreq: "monthly" },
      "/help": { priority: 0.8, changefreq: "monthly" },
      "/settings": { priority: 0.7, changefreq: "monthly" },
      "/terms": { priority: 0.6, changefreq: "yearly" },
      "/privacy": { priority: 0.6, changefreq: "yearly" },
      "/sitemap": { changefreq: "monthly" },
    });
  });

  it("lists each tool page once, and each category with active tools plus all-tools", () => {
    const paths = pages.map((page) => page.path);
    expect(paths.filter((path) => path.startsWith("/tools/"))).toEqual([
      "/tools/maker",
      "/tools/kit",
      "/tools/kit/count",
      "/tools/kit/sort",
      "/tools/later",
      "/tools/orphan-tool",
    ]);
    expect(paths.filter((path) => path.startsWith("/category/"))).toEqual([
      "/category/web-tools",
      "/category/text-tools",
      "/category/all-tools",
    ]);
    expect(byPath["/tools/maker"]).toEqual({ priority: 0.9, changefreq: "weekly" });
    expect(byPath["/category/all-tools"]).toEqual({ priority: 0.85, changefreq: "weekly" });
  });

  it("lists each page a tool has beyond its own, as a tool", () => {
    expect(byPath["/tools/kit/count"]).toEqual({ priority: 0.9, changefreq: "weekly" });
  });

  it("keeps the tools with their own page when the catalogue is empty", () => {
    const paths = sitemapPages({ toolSlugs: [], categorySlugs: [] }, TOOLS).map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(["/tools/maker", "/tools/kit", "/tools/kit/sort"]));
    expect(paths).not.toContain("/tools/later");
    expect(paths).toContain("/category/all-tools");
  });
});

describe("renderSitemap", () => {
  it("writes one url per page and language, with alternates in every language and x-default", () => {
    const xml = renderSitemap(PUBLIC_URL, [
      { path: "/", changefreq: "weekly", priority: 1 },
      { path: "/category/web-tools", changefreq: "weekly", priority: 0.85 },
    ]);
    const document = parse(xml);
    const urls = [...document.getElementsByTagName("url")];
    expect(urls.map((url) => url.getElementsByTagName("loc")[0]?.textContent)).toEqual([
      `${PUBLIC_URL}/en`,
      `${PUBLIC_URL}/fr`,
      `${PUBLIC_URL}/vi`,
      `${PUBLIC_URL}/en/category/web-tools`,
      `${PUBLIC_URL}/fr/category/web-tools`,
      `${PUBLIC_URL}/vi/category/web-tools`,
    ]);
    const [first] = urls;
    expect(first?.getElementsByTagName("changefreq")[0]?.textContent).toBe("weekly");
    expect(first?.getElementsByTagName("priority")[0]?.textContent).toBe("1");
    const links = [...(urls[4]?.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link") ?? [])];
    expect(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])).toEqual([
      ["en", `${PUBLIC_URL}/en/category/web-tools`],
      ["fr", `${PUBLIC_URL}/fr/category/web-tools`],
      ["vi", `${PUBLIC_URL}/vi/category/web-tools`],
      ["x-default", `${PUBLIC_URL}/category/web-tools`],
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it("escapes what it writes", () => {
    const xml = renderSitemap("https://example.com/a&b", [
      { path: "/tools/x<y>'\"", changefreq: "weekly", priority: 0.9 },
    ]);
    expect(xml).toContain("<loc>https://example.com/a&amp;b/en/tools/x&lt;y&gt;&apos;&quot;</loc>");
    expect(parse(xml).getElementsByTagName("loc")[0]?.textContent).toBe(
      "https://example.com/a&b/en/tools/x<y>'\"",
    );
  });

  it("percent-encodes slugs in page paths", () => {
    const pages = sitemapPages({ toolSlugs: ["a b&c"], categorySlugs: [] }, []);
    expect(pages.map((page) => page.path)).toContain("/tools/a%20b%26c");
  });
});

describe("renderRobotsTxt", () => {
  it("allows everything but the API and points to the sitemap", () => {
    expect(renderRobotsTxt(PUBLIC_URL)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });
});

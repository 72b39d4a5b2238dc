import { LANGUAGES } from "#app/i18n/languages.ts";
import { localizePath } from "#app/i18n/paths.ts";
import type { ToolDefinition } from "#app/tools/definition.ts";
import { allToolsSlug } from "./tool-lists.ts";

/*
 * What crawlers are told: /sitemap.xml lists every page in every language with its alternates, and
 * /robots.txt points to it. Priorities say what matters most (home, then tools, then the rest); change
 * frequencies how often each kind of page changes.
 */

export type ChangeFrequency = "weekly" | "monthly" | "yearly";

export interface SitemapPage {
  /** The bare path, without a language prefix. */
  path: string;
  changefreq: ChangeFrequency;
  priority: number;
}

// The sitemap page is a list of links: the protocol's default priority, 0.5.
const FIXED_PAGES: readonly SitemapPage[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/discover", changefreq: "weekly", priority: 0.9 },
  { path: "/about", changefreq: "monthly", priority: 0.8 },
  { path: "/help", changefreq: "monthly", priority: 0.8 },
  { path: "/settings", changefreq: "monthly", priority: 0.7 },
  { path: "/terms", changefreq: "yearly", priority: 0.6 },
  { path: "/privacy", changefreq: "yearly", priority: 0.6 },
  { path: "/sitemap", changefreq: "monthly", priority: 0.5 },
];

/** The page of a tool, or of a tool's page such as "text-tools/counter", each segment escaped. */
function toolPage(slug: string): SitemapPage {
  const path = slug.split("/").map(encodeURIComponent).join("/");
  return { path: `/tools/${path}`, changefreq: "weekly", priority: 0.9 };
}

function categoryPage(slug: string): SitemapPage {
  return { path: `/category/${encodeURIComponent(slug)}`, changefreq: "weekly", priority: 0.85 };
}

/**
 * Every page of the site: the fixed ones, the pages of the tools that have screens (`tools`:
 * app/tools/registry.ts's) and of their pages beyond their own (each text tool), each other active tool's
 * page, each category holding an active tool, and the all-tools category.
 */
export function sitemapPages(
  catalog: {
    /** Active tools, with or without a category (each has a page either way). */
    toolSlugs: readonly string[];
    /** Categories holding at least one active tool. */
    categorySlugs: readonly string[];
  },
  tools: readonly ToolDefinition[],
): SitemapPage[] {
  const withScreens = tools.filter((tool) => tool.routes.length > 0);
  return [
    ...FIXED_PAGES,
    ...withScreens.map((tool) => toolPage(tool.slug)),
    ...withScreens.flatMap((tool) => tool.pages ?? []).map((page) => toolPage(page.slug)),
    ...catalog.toolSlugs.filter((slug) => !withScreens.some((tool) => tool.slug === slug)).map(toolPage),
    ...[...catalog.categorySlugs.filter((slug) => slug !== allToolsSlug), allToolsSlug].map(categoryPage),
  ];
}

/** The sitemap document: one `<url>` per page and language, each naming its siblings as alternates. */
export function renderSitemap(publicUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map((lang) => alternate(lang, `${publicUrl}${localizePath(page.path, lang)}`)),
      // The bare address shows the visitor's detected language, as the pages' own x-default says.
      alternate("x-default", `${publicUrl}${page.path}`),
    ].join("");
    return LANGUAGES.map(
      (lang) =>
        `<url><loc>${escapeXml(`${publicUrl}${localizePath(page.path, lang)}`)}</loc>` +
        `<changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function alternate(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}

/** robots.txt: everything may be crawled except the JSON API. */
export function renderRobotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

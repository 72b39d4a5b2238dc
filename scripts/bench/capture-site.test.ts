import { describe, expect, it } from "vitest";
import { cssLinks, htmlLinks } from "#app/tools/page-capture/server/resource-links.ts";
import {
  ARTICLE_PAGE,
  ARTICLE_RESOURCES,
  BIG_IMAGE_BYTES,
  BIG_IMAGE_PAGE,
  standInSite,
} from "./capture-site.ts";

const site = standInSite();
const BASE = "http://news.test";

/** What a capture of `page` would fetch, read by the capture's own parsers: frames one level down. */
function crawl(page: string): Set<string> {
  const found = new Set([page]);
  const queue: { path: string; as: "page" | "frame" | "style" | "asset" }[] = [{ path: page, as: "page" }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const text = site.get(next.path)?.body.toString() ?? "";
    const url = `${BASE}${next.path}`;
    const links =
      next.as === "style"
        ? cssLinks(text, url)
        : next.as === "asset"
          ? []
          : htmlLinks(text, url, { frames: next.as === "page" }).links;
    for (const { url: link, kind } of links) {
      const path = new URL(link).pathname;
      if (found.has(path)) continue;
      found.add(path);
      queue.push({ path, as: kind });
    }
  }
  return found;
}

describe("the stand-in site of bench:capture", () => {
  it("has an article naming 30 resources, about 3 MB, every one of them served", () => {
    const paths = [...crawl(ARTICLE_PAGE)];
    expect(paths).toHaveLength(ARTICLE_RESOURCES);
    for (const path of paths) expect(site.has(path), path).toBe(true);
    const bytes = paths.reduce((sum, path) => sum + (site.get(path)?.body.length ?? 0), 0);
    expect(bytes / 1024 / 1024).toBeCloseTo(3, 0);
    // An @import, fonts and images from url(), srcset's larger images, a script, the frame's own resources.
    expect(paths).toEqual(
      expect.arrayContaining([
        "/css/fonts.css",
        "/fonts/sans.woff2",
        "/img/pattern.png",
        "/img/photo-7-1600.jpg",
        "/js/app.js",
        "/embed/poster.jpg",
      ]),
    );
  });

  it("has a page with one image of BIG_IMAGE_BYTES, the same bytes every time", () => {
    expect([...crawl(BIG_IMAGE_PAGE)]).toEqual([BIG_IMAGE_PAGE, "/img/big.jpg"]);
    const image = site.get("/img/big.jpg")?.body;
    expect(image?.length).toBe(BIG_IMAGE_BYTES);
    expect(
      standInSite()
        .get("/img/big.jpg")
        ?.body.equals(image as Buffer),
    ).toBe(true);
  });
});

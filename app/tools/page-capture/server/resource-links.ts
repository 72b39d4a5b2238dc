// What a captured page needs to be seen again: the addresses its HTML and CSS name. HTML through
// htmlparser2 (the house's parser), CSS through css-tree; no pattern is run over a stranger's page. Runs in
// the capture's worker threads (link-reader.ts), never on the event loop.
import { type CssNode, parse as parseCss, walk } from "css-tree";
import { Parser } from "htmlparser2";
import { resolveAddress } from "#app/lib/text/resolve-address.ts";
import { parseSrcset } from "../logic/srcset.ts";

/**
 * How a resource is read once fetched: a page or frame is parsed for what it names, a stylesheet too, an
 * asset (image, font, script, icon) is only kept.
 */
export type ResourceKind = "page" | "frame" | "style" | "asset";

export interface NamedResource {
  url: string;
  kind: ResourceKind;
}

export interface PageLinks {
  /** The document's <title>, trimmed; empty when it has none. */
  title: string;
  links: NamedResource[];
}

// The title is a label, not the page: a long one is cut.
const MAX_TITLE_LENGTH = 500;

/** The addresses a stylesheet names: `@import`s (stylesheets themselves) and every `url()` (fonts, images). */
export function cssLinks(css: string, base: string): NamedResource[] {
  const links: NamedResource[] = [];
  let ast: CssNode;
  try {
    ast = parseCss(css, { parseCustomProperty: false, onParseError: () => {} });
  } catch {
    return links;
  }
  const add = (href: string, kind: ResourceKind) => {
    const url = resolveAddress(href, base);
    if (url) links.push({ url, kind });
  };
  walk(ast, {
    enter(node: CssNode) {
      if (node.type === "Atrule" && node.name.toLowerCase() === "import" && node.prelude) {
        const first = node.prelude.type === "AtrulePrelude" ? node.prelude.children.first : null;
        if (first?.type === "String" || first?.type === "Url") add(first.value, "style");
        return walk.skip;
      }
      if (node.type === "Url") add(node.value, "asset");
      return undefined;
    },
  });
  return links;
}

const ICON_RELATIONS = new Set([
  "icon",
  "shortcut",
  "apple-touch-icon",
  "apple-touch-icon-precomposed",
  "mask-icon",
]);

/**
 * The title of an HTML document and the addresses it needs to be seen: stylesheets (linked, imported,
 * inline), images (`src`, `srcset`, `<picture>`), scripts, icons, media and posters, and, when
 * `frames` is true, its frames (`<iframe src>`), which are read as pages one level down.
 */
export function htmlLinks(html: string, pageUrl: string, { frames }: { frames: boolean }): PageLinks {
  let base = pageUrl;
  const links: NamedResource[] = [];
  const inlineCss: string[] = [];
  let title = "";
  let inTitle = false;
  let styleText: string[] | null = null;
  const add = (href: string | undefined, kind: ResourceKind) => {
    if (href === undefined) return;
    const url = resolveAddress(href, base);
    if (url) links.push({ url, kind });
  };
  const addSrcset = (srcset: string | undefined) => {
    for (const { url } of parseSrcset(srcset ?? "")) add(url, "asset");
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.style) inlineCss.push(`a{${attributes.style}}`);
        switch (name) {
          case "base":
            if (attributes.href) base = resolveAddress(attributes.href, pageUrl) ?? base;
            break;
          case "title":
            inTitle = title === "";
            break;
          case "style":
            styleText = [];
            break;
          case "link":
            linkTag(attributes, add);
            break;
          case "img":
          case "source":
          case "input":
            if (name !== "input" || attributes.type?.toLowerCase() === "image") add(attributes.src, "asset");
            addSrcset(attributes.srcset);
            break;
          case "video":
            add(attributes.poster, "asset");
            add(attributes.src, "asset");
            break;
          case "audio":
          case "track":
          case "script":
          case "embed":
            add(attributes.src, "asset");
            break;
          case "iframe":
            if (frames) add(attributes.src, "frame");
            break;
        }
      },
      ontext(text) {
        if (inTitle && title.length < MAX_TITLE_LENGTH) title += text;
        styleText?.push(text);
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
        if (name === "style" && styleText) {
          inlineCss.push(styleText.join(""));
          styleText = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  for (const css of inlineCss) links.push(...cssLinks(css, base));
  return { title: title.trim().replace(/\s+/g, " ").slice(0, MAX_TITLE_LENGTH), links };
}

function linkTag(
  attributes: Record<string, string>,
  add: (href: string | undefined, kind: ResourceKind) => void,
) {
  const relations = (attributes.rel ?? "")
    .toLowerCase()
    .split(" ")
    .filter((relation) => relation !== "");
  const as = attributes.as?.toLowerCase();
  if (relations.includes("stylesheet") || (relations.includes("preload") && as === "style")) {
    add(attributes.href, "style");
  } else if (
    relations.some((relation) => ICON_RELATIONS.has(relation)) ||
    (relations.includes("preload") && (as === "image" || as === "font" || as === "script"))
  ) {
    add(attributes.href, "asset");
  }
}

// An archived stylesheet made to draw from the archive alone: css-tree finds every url() (backgrounds,
// fonts, cursors) and points it at the archived resource's object URL, or at nothing when the archive
// lacks it; each @import is replaced by the imported sheet, itself rewritten, to a bounded depth.
import { type CssNode, generate, type List, type ListItem, parse, walk } from "css-tree";
import { absoluteUrl, type Resources } from "./archive-resources.ts";

/** @imports inlined at most this deep; deeper ones (and loops) are dropped. */
const IMPORT_DEPTH = 3;

interface Located {
  node: CssNode;
  item: ListItem<CssNode>;
  list: List<CssNode>;
}

/** What a url() or @import names, as it will be drawn: an object URL, a fragment or data: kept, else "". */
export async function archivedUrl(value: string, base: string, resources: Resources): Promise<string> {
  const trimmed = value.trim();
  if (trimmed.startsWith("#") || trimmed.toLowerCase().startsWith("data:")) return trimmed;
  const url = absoluteUrl(trimmed, base);
  return url ? ((await resources.objectUrl(url)) ?? "") : "";
}

/** A whole stylesheet, rewritten. */
export async function rewriteStylesheet(
  css: string,
  base: string,
  resources: Resources,
  depth = 0,
): Promise<string> {
  try {
    const ast = parse(css, { parseValue: true, onParseError: () => {} });
    await inlineImports(ast, base, resources, depth);
    await rewriteUrls(ast, base, resources);
    return generate(ast);
  } catch {
    return "";
  }
}

/** A style="" attribute's declarations, rewritten. */
export async function rewriteDeclarations(
  style: string,
  base: string,
  resources: Resources,
): Promise<string> {
  try {
    const ast = parse(style, { context: "declarationList", onParseError: () => {} });
    await rewriteUrls(ast, base, resources);
    return generate(ast);
  } catch {
    return "";
  }
}

async function rewriteUrls(ast: CssNode, base: string, resources: Resources): Promise<void> {
  const urls: { value: string }[] = [];
  walk(ast, (node) => {
    if (node.type === "Url") urls.push(node);
  });
  for (const url of urls) url.value = await archivedUrl(url.value, base, resources);
}

/** The @import rules (and @charset, which means nothing inline) at the top of a sheet. */
function importRules(ast: CssNode): { imports: Located[]; charsets: Located[] } {
  const imports: Located[] = [];
  const charsets: Located[] = [];
  walk(ast, {
    visit: "Atrule",
    enter(node, item, list) {
      const name = node.name.toLowerCase();
      if (!list) return;
      if (name === "import") imports.push({ node, item, list });
      else if (name === "charset") charsets.push({ node, item, list });
    },
  });
  return { imports, charsets };
}

/** The address an @import names, and the media it is for ("" for all). */
function importTarget(node: CssNode): { href: string | null; media: string } {
  if (node.type !== "Atrule" || !node.prelude || node.prelude.type !== "AtrulePrelude")
    return { href: null, media: "" };
  let href: string | null = null;
  const rest: CssNode[] = [];
  for (const child of node.prelude.children) {
    if (href === null && (child.type === "Url" || child.type === "String")) href = child.value;
    else rest.push(child);
  }
  return {
    href,
    media: rest
      .map((child) => generate(child))
      .join(" ")
      .trim(),
  };
}

async function inlineImports(ast: CssNode, base: string, resources: Resources, depth: number): Promise<void> {
  const { imports, charsets } = importRules(ast);
  for (const { item, list } of charsets) list.remove(item);
  for (const { node, item, list } of imports) {
    const { href, media } = importTarget(node);
    const url = href === null ? null : absoluteUrl(href, base);
    const sheet = url && depth < IMPORT_DEPTH ? await resources.text(url) : null;
    if (!sheet) {
      list.remove(item);
      continue;
    }
    const inlined = await rewriteStylesheet(sheet.text, sheet.url, resources, depth + 1);
    const value = media ? `@media ${media}{${inlined}}` : inlined;
    list.replace(item, list.createItem({ type: "Raw", value }));
  }
}

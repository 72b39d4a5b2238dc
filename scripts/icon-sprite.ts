// Builds app/ui/icons.svg: one <symbol> per icon of app/ui/icon-names.ts, drawn from lucide's icon data.
// Run `npm run icons` after changing the list; a unit test fails while the sprite is out of date.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ICON_NAMES } from "#app/ui/icon-names.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];

const ROOT = path.resolve(import.meta.dirname, "..");
export const SPRITE_FILE = path.join(ROOT, "app/ui/icons.svg");

async function iconNode(name: string): Promise<IconNode> {
  const file = path.join(ROOT, "node_modules/lucide-react/dist/esm/icons", `${name}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (module.__iconData) return module.__iconData.node;
  // Old names are re-exports of the renamed icon ("text" is "text-align-start").
  const alias = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(await readFile(file, "utf8"))?.[1];
  if (!alias) throw new Error(`No lucide icon named ${name}`);
  return iconNode(alias);
}

const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export async function buildSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const children = (await iconNode(name)).map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${attrs}/>`;
    });
    // A <use> inherits from where it is used, not from this file's root: each symbol carries lucide's stroke.
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${children.join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.main) {
  await writeFile(SPRITE_FILE, await buildSprite());
  console.log(`wrote ${ICON_NAMES.length} icons to ${path.relative(process.cwd(), SPRITE_FILE)}`);
}

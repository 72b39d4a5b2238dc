// `npm run new-tool -- <slug> <category> [--server] [--worker]`: a new browser-only tool, working, tested
// and translated, from the templates of scripts/new-tool/templates/ — its folder app/tools/<slug>/, its
// browser test e2e/<slug>.spec.ts and its line in app/tools/registry.ts; with --server, a server part
// (server/index.ts: one rate-limited JSON endpoint, /api/<slug>) and its line in app/tools/servers.ts;
// with --worker, its work in a Web Worker (state/<slug>.worker.ts, -client, -protocol, -jobs; decision 032).
// Refuses, changing nothing, a slug that is not lowercase kebab-case or is taken, and an unknown category.
// Run from the repository's root (npm does).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  addToRegistry,
  addToServers,
  DEFAULT_ICONS,
  fill,
  importedTools,
  type ListedTool,
  placeholders,
  slugProblem,
  type ToolNames,
  targetName,
  toolNames,
} from "./new-tool/plan.ts";

const TEMPLATES = path.join(import.meta.dirname, "new-tool", "templates");

class Refusal extends Error {}

interface Options {
  slug: string;
  category: string;
  server: boolean;
  worker: boolean;
}

const USAGE = "usage: npm run new-tool -- <slug> <category> [--server] [--worker]";
const FLAGS = ["--server", "--worker"];

function parseArguments(args: readonly string[]): Options {
  const unknown = args.filter((arg) => arg.startsWith("-") && !FLAGS.includes(arg));
  if (unknown.length > 0) throw new Refusal(`unknown option ${unknown.join(", ")}\n${USAGE}`);
  const [slug, category, ...rest] = args.filter((arg) => !FLAGS.includes(arg));
  if (slug === undefined || category === undefined || rest.length > 0) throw new Refusal(USAGE);
  return { slug, category, server: args.includes("--server"), worker: args.includes("--worker") };
}

/** Imports a module of the checkout at `root` (not of the one this script is in). */
const importFrom = <T>(root: string, file: string): Promise<T> =>
  import(pathToFileURL(path.join(root, file)).href) as Promise<T>;

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The first TypeScript file under `dirs` of `root` that holds a match of `pattern`, or null. */
async function mentioned(root: string, dirs: readonly string[], pattern: RegExp): Promise<string | null> {
  for (const dir of dirs) {
    if (!existsSync(path.join(root, dir))) continue;
    for (const file of await filesUnder(path.join(root, dir))) {
      if (!file.endsWith(".ts")) continue;
      const where = path.join(dir, file);
      if (pattern.test(await readFile(path.join(root, where), "utf8"))) return where;
    }
  }
  return null;
}

/** Everything that must hold before a file is written; refuses with the reason otherwise. */
async function check(root: string, options: Options): Promise<{ names: ToolNames; icon: string }> {
  const problem = slugProblem(options.slug);
  if (problem !== null) throw new Refusal(`"${options.slug}": ${problem}.`);
  const names = toolNames(options.slug);

  const { categories } = await importFrom<{ categories: readonly { slug: string }[] }>(
    root,
    "app/tools/categories.ts",
  );
  const known = categories.map((category) => category.slug);
  if (!known.includes(options.category)) {
    throw new Refusal(`unknown category "${options.category}": one of ${known.join(", ")}.`);
  }

  const { TOOLS } = await importFrom<{ TOOLS: readonly { slug: string; namespace: string }[] }>(
    root,
    "app/tools/registry.ts",
  );
  const taken = [
    [TOOLS.some((tool) => tool.slug === names.slug), `the registry already has a tool "${names.slug}"`],
    [existsSync(path.join(root, "app/tools", names.slug)), `app/tools/${names.slug} already exists`],
    [existsSync(path.join(root, "e2e", `${names.slug}.spec.ts`)), `e2e/${names.slug}.spec.ts already exists`],
    [
      TOOLS.some((tool) => tool.namespace === names.namespace),
      `a tool already uses the namespace "${names.namespace}"`,
    ],
  ] as const;
  for (const [isTaken, why] of taken) if (isTaken) throw new Refusal(`"${names.slug}" is taken: ${why}.`);
  const registry = await readFile(path.join(root, "app/tools/registry.ts"), "utf8");
  if (importedTools(registry).has(names.tool)) {
    throw new Refusal(`"${names.slug}" is taken: app/tools/registry.ts already imports ${names.tool}.`);
  }

  if (options.server) {
    const places = ["server", "app/tools"];
    const api = await mentioned(root, places, new RegExp(`/api/${names.slug}(?![\\w-])`));
    if (api) throw new Refusal(`"${names.slug}" is taken: ${api} already names /api/${names.slug}.`);
    const variable = await mentioned(root, places, new RegExp(`\\b${names.rateLimitVar}\\b`));
    if (variable)
      throw new Refusal(`"${names.slug}" is taken: ${variable} already names ${names.rateLimitVar}.`);
  }

  const icon = DEFAULT_ICONS[options.category] ?? "Link";
  const { isIconName, iconNameFromPascal } = await importFrom<{
    isIconName(name: string): boolean;
    iconNameFromPascal(name: string): string;
  }>(root, "app/ui/icon-names.ts");
  if (!isIconName(iconNameFromPascal(icon))) {
    throw new Error(`the default icon ${icon} is not in app/ui/icon-names.ts: fix DEFAULT_ICONS`);
  }
  return { names, icon };
}

/** The files to write, by path from the root, with their contents; the list files' new text included. */
async function plan(
  root: string,
  options: Options,
): Promise<{ files: Map<string, string>; names: ToolNames }> {
  const { names, icon } = await check(root, options);
  const values = placeholders(names, options.category, icon);
  const files = new Map<string, string>();
  // A later part's file replaces an earlier one's of the same path (the worker's hook and browser test).
  const parts: [string, string][] = [
    ["tool", `app/tools/${names.slug}`],
    ["e2e", "e2e"],
    ...(options.server ? [["server", `app/tools/${names.slug}/server`] as [string, string]] : []),
    ...(options.worker
      ? [
          ["worker/tool", `app/tools/${names.slug}`] as [string, string],
          ["worker/e2e", "e2e"] as [string, string],
        ]
      : []),
  ];
  for (const [templates, target] of parts) {
    for (const file of await filesUnder(path.join(TEMPLATES, templates))) {
      const text = await readFile(path.join(TEMPLATES, templates, file), "utf8");
      files.set(path.join(target, targetName(file, values)), fill(text, values));
    }
  }

  // Each tool the registry lists, by the name it is listed under, with its category and status.
  const registryFile = "app/tools/registry.ts";
  const registry = await readFile(path.join(root, registryFile), "utf8");
  const { TOOLS } = await importFrom<{ TOOLS: readonly ({ slug: string } & ListedTool)[] }>(
    root,
    registryFile,
  );
  const listed = new Map<string, ListedTool>();
  for (const [name, from] of importedTools(registry)) {
    const tool = TOOLS.find((candidate) => from === `./${candidate.slug}/tool.ts`);
    if (tool) listed.set(name, tool);
  }
  const entry = { name: names.tool, from: `./${names.slug}/tool.ts` };
  files.set(registryFile, addToRegistry(registry, entry, options.category, listed));

  if (options.server) {
    const serversFile = "app/tools/servers.ts";
    const servers = await readFile(path.join(root, serversFile), "utf8");
    const server = { name: `${names.tool}Server`, from: `./${names.slug}/server/index.ts` };
    files.set(serversFile, addToServers(servers, server));
  }
  return { files, names };
}

async function main(args: readonly string[]): Promise<void> {
  const root = process.cwd();
  if (!existsSync(path.join(root, "app/tools/registry.ts"))) {
    throw new Refusal(`no app/tools/registry.ts here: run it from the repository's root.\n${USAGE}`);
  }
  const options = parseArguments(args);
  const { files, names } = await plan(root, options);
  for (const [file, text] of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  // Lines whose length depends on the slug are wrapped as the project's formatter wraps them.
  const biome = path.join(root, "node_modules", ".bin", "biome");
  execFileSync(biome, ["check", "--write", "--no-errors-on-unmatched", ...files.keys()], {
    cwd: root,
    stdio: "pipe",
  });

  const kind = [
    options.server ? "with a server part" : "browser-only",
    options.worker ? "its work in a worker" : "",
  ]
    .filter(Boolean)
    .join(", ");
  console.log(`New tool "${names.slug}" (${options.category}, ${kind}):`);
  for (const file of files.keys()) console.log(`  ${file}`);
  console.log(`
Next:
  - its texts: app/tools/${names.slug}/locales/{en,fr,vi}.json (docs/glossary.md for the words and typography),
    catalog.keywords included: the words people type to find it, in each language;
  - its icon in tool.ts (a lucide name; a new one goes in app/ui/icon-names.ts, then npm run icons);
  - its logic, screens and e2e/${names.slug}.spec.ts${
    options.worker ? ` (its jobs in state/${names.slug}-protocol.ts, one line each)` : ""
  }, then npx vitest run app/tools/${names.slug}${
    options.server ? `;\n  - ${names.rateLimitVar} in the README's table of variables` : ""
  }.
See docs/contributing.md, "Adding a tool".`);
}

if (import.meta.main) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`new-tool: ${error.message}`);
    process.exitCode = 1;
  }
}

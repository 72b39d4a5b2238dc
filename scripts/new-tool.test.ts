// `npm run new-tool` end to end, in a scratch git worktree of HEAD: it refuses bad input without
// touching anything, and the three tools it writes (browser-only, with --server, with --worker) compile,
// pass their tests and the import rules, are in the catalogue in three languages and in the built route
// table, the worker's module among the built assets.
// Slow (a type check and a production build): one worktree for the three tools, generous timeouts.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, realpath, rm, symlink, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
/** This checkout's generator and templates, run on the scratch worktree. */
const SCRIPT = path.join(ROOT, "scripts", "new-tool.ts");
const BROWSER = { slug: "sample-browser-tool", name: "Sample browser tool" };
const SERVER = { slug: "sample-server-tool", name: "Sample server tool" };
const WORKER = { slug: "sample-worker-tool", name: "Sample worker tool" };
const SLOW = 10 * 60_000;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

// The commands run as a developer runs them: not as part of this test run (no NODE_ENV=test, no VITEST).
const ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
);

function run(cwd: string, command: string, args: readonly string[]): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: ENV, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}

/** What a failed command printed last, for the assertion's message. */
const tail = (ran: Ran) => `${ran.stdout}\n${ran.stderr}`.slice(-4000);

describe("npm run new-tool", () => {
  let scratch = "";
  let tree = "";
  const inTree = (command: string, ...args: string[]) => run(tree, command, args);
  const newTool = (...args: string[]) => inTree(process.execPath, SCRIPT, ...args);
  /** `git status --porcelain`, every untracked file listed, without the node_modules link this test made. */
  const status = async () =>
    (await inTree("git", "status", "--porcelain", "--untracked-files=all")).stdout
      .split("\n")
      .filter((line) => line !== "" && line !== "?? node_modules");

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "veritools-new-tool-"));
    tree = path.join(scratch, "checkout");
    const added = await run(ROOT, "git", ["worktree", "add", "--detach", tree, "HEAD"]);
    expect(added.code, tail(added)).toBe(0);
    await symlink(await realpath(path.join(ROOT, "node_modules")), path.join(tree, "node_modules"));
  }, 120_000);

  afterAll(async () => {
    if (tree !== "") {
      await unlink(path.join(tree, "node_modules")).catch(() => {});
      await run(ROOT, "git", ["worktree", "remove", "--force", tree]);
      await run(ROOT, "git", ["worktree", "prune"]);
    }
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it("refuses a slug that is not lowercase kebab-case, one that is taken and an unknown category, changing nothing", async () => {
    const refusals: [string[], RegExp][] = [
      [["Word_Counter", "text-tools"], /"Word_Counter": the slug must be lowercase kebab-case/],
      [["timestamp-decoder", "time-tools"], /"timestamp-decoder" is taken: the registry already has/],
      [["word-counter", "games"], /unknown category "games": one of web-tools, text-tools, /],
      [["search", "web-tools", "--server"], /"search" is taken: server\/\S+ already names \/api\/search\./],
      [["word-counter"], /usage: npm run new-tool -- <slug> <category> \[--server\]/],
      [["word-counter", "text-tools", "--serve"], /unknown option --serve/],
      [["word-counter", "text-tools", "--workers"], /unknown option --workers/],
    ];
    for (const [args, message] of refusals) {
      const refused = await newTool(...args);
      expect(refused.code, args.join(" ")).toBe(1);
      expect(refused.stderr).toMatch(message);
    }
    expect(await status()).toEqual([]);
  });

  it("writes only the three tools' folders, their browser tests and their lines in the lists", {
    timeout: SLOW,
  }, async () => {
    const browser = await newTool(BROWSER.slug, "text-tools");
    expect(browser.code, tail(browser)).toBe(0);
    const server = await newTool(SERVER.slug, "analytics", "--server");
    expect(server.code, tail(server)).toBe(0);
    const worker = await newTool(WORKER.slug, "analytics", "--worker");
    expect(worker.code, tail(worker)).toBe(0);

    const changed = await status();
    expect(changed.filter((line) => !line.startsWith("?? "))).toEqual([
      " M app/tools/registry.ts",
      " M app/tools/servers.ts",
    ]);
    const added = changed.filter((line) => line.startsWith("?? ")).map((line) => line.slice(3));
    const ownFiles = (slug: string) =>
      added
        .filter((file) => file.startsWith(`app/tools/${slug}/`))
        .map((file) => file.slice(`app/tools/${slug}/`.length));
    const browserFiles = [
      "locales/en.json",
      "locales/fr.json",
      "locales/vi.json",
      "logic/characters.test.ts",
      "logic/characters.ts",
      `screens/${BROWSER.slug}-page.tsx`,
      "screens/use-character-count.ts",
      "tool.ts",
    ];
    const under = (slug: string, files: string[]) =>
      files.map((file) => file.replace(BROWSER.slug, slug)).sort();
    expect(ownFiles(BROWSER.slug)).toEqual(browserFiles);
    expect(ownFiles(SERVER.slug)).toEqual(
      under(SERVER.slug, [...browserFiles, "server/index.test.ts", "server/index.ts"]),
    );
    const workerFiles = ["client.test.ts", "client.ts", "jobs.ts", "protocol.ts"].map(
      (part) => `state/${WORKER.slug}-${part}`,
    );
    expect(ownFiles(WORKER.slug)).toEqual(
      under(WORKER.slug, [...browserFiles, ...workerFiles, `state/${WORKER.slug}.worker.ts`]),
    );
    expect(added.filter((file) => !file.startsWith("app/tools/")).sort()).toEqual([
      `e2e/${BROWSER.slug}.spec.ts`,
      `e2e/${SERVER.slug}.spec.ts`,
      `e2e/${WORKER.slug}.spec.ts`,
    ]);
    // Three imports and three list lines in the registry, one of each in the servers' list; nothing removed.
    const counts = (await inTree("git", "diff", "--numstat")).stdout.trim().split("\n");
    expect(counts).toEqual(["6\t0\tapp/tools/registry.ts", "2\t0\tapp/tools/servers.ts"]);

    const lint = await inTree(
      "npx",
      "biome",
      "check",
      ...added,
      "app/tools/registry.ts",
      "app/tools/servers.ts",
    );
    expect(lint.code, tail(lint)).toBe(0);
  });

  it("compiles, and passes the tools' own tests, the locale checks and the import rules", {
    timeout: SLOW,
  }, async () => {
    const types = await inTree("npx", "react-router", "typegen");
    expect(types.code, tail(types)).toBe(0);
    const tsc = await inTree("npx", "tsc", "--noEmit");
    expect(tsc.code, tail(tsc)).toBe(0);

    const report = path.join(scratch, "vitest.json");
    const tests = await inTree(
      "npx",
      "vitest",
      "run",
      `app/tools/${BROWSER.slug}`,
      `app/tools/${SERVER.slug}`,
      `app/tools/${WORKER.slug}`,
      // Their texts: same keys in the three languages, the glossary's typography, nothing left in English.
      "app/i18n",
      // The catalogue's tests take the tools as they come: a new one needs no line there.
      "server/catalog",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    );
    expect(tests.code, tail(tests)).toBe(0);
    const { testResults } = JSON.parse(await readFile(report, "utf8")) as {
      testResults: { name: string; status: string }[];
    };
    const passed = testResults
      .filter((file) => file.status === "passed")
      .map((file) => path.relative(tree, file.name))
      .filter((file) => file.startsWith("app/tools/"))
      .sort();
    expect(passed).toEqual([
      `app/tools/${BROWSER.slug}/logic/characters.test.ts`,
      `app/tools/${SERVER.slug}/logic/characters.test.ts`,
      `app/tools/${SERVER.slug}/server/index.test.ts`,
      `app/tools/${WORKER.slug}/logic/characters.test.ts`,
      `app/tools/${WORKER.slug}/state/${WORKER.slug}-client.test.ts`,
    ]);

    const imports = await inTree("npm", "run", "check:imports");
    expect(imports.code, tail(imports)).toBe(0);
  });

  it("puts the three tools in the catalogue with their three names, found by search in each language by name and keyword", {
    timeout: SLOW,
  }, async () => {
    const module = (file: string) => JSON.stringify(pathToFileURL(path.join(tree, file)).href);
    const script = path.join(scratch, "catalogue.mjs");
    await writeFile(
      script,
      `import { seedCatalog } from ${module("server/catalog/seed.ts")};
import { createCatalogRepository } from ${module("server/catalog/repository.ts")};
import { buildSearchIndex, searchTools, toolKeywords, toolPageEntries, withToolPages } from ${module("server/catalog/search.ts")};
import { catalogTexts, searchKeywords } from ${module("server/catalog/tool-texts.ts")};
import { createTestDatabase } from ${module("server/test/databases.ts")};
import { TOOLS } from ${module("app/tools/registry.ts")};

const database = await createTestDatabase("sqlite");
await seedCatalog(database.handle.db, TOOLS);
const catalog = await createCatalogRepository(database.handle.db).loadSearchCatalog();
const index = buildSearchIndex(withToolPages(catalog, toolPageEntries(TOOLS)), toolKeywords(TOOLS));
const found = {};
for (const slug of ${JSON.stringify([BROWSER.slug, SERVER.slug, WORKER.slug])}) {
  const tool = TOOLS.find((candidate) => candidate.slug === slug);
  const finds = (query, lang) => searchTools(index, query, lang).some((group) => group.tools.some((hit) => hit.slug === slug));
  found[slug] = tool && Object.fromEntries(
    Object.entries(catalogTexts(tool)).map(([lang, { name }]) => [
      lang,
      { name, found: finds(name, lang), byKeyword: searchKeywords(tool, lang).map((keyword) => finds(keyword, lang)) },
    ]),
  );
}
await database.drop();
console.log(JSON.stringify(found));
`,
    );
    const ran = await inTree(process.execPath, script);
    expect(ran.code, tail(ran)).toBe(0);
    // Each of the template's four keywords finds the tool.
    const byKeyword = [true, true, true, true];
    const names = (name: string) => ({
      en: { name, found: true, byKeyword },
      fr: { name: `Outil «\u00a0${name}\u00a0»`, found: true, byKeyword },
      vi: { name: `Công cụ “${name}”`, found: true, byKeyword },
    });
    expect(JSON.parse(ran.stdout)).toEqual({
      [BROWSER.slug]: names(BROWSER.name),
      [SERVER.slug]: names(SERVER.name),
      [WORKER.slug]: names(WORKER.name),
    });
  });

  it("builds, with the three pages in the build's route table, bare and under each language, and the worker's module", {
    timeout: SLOW,
  }, async () => {
    const build = await inTree("npx", "react-router", "build");
    expect(build.code, tail(build)).toBe(0);
    const list = await inTree(
      process.execPath,
      "--input-type=module",
      "--eval",
      `const build = await import(${JSON.stringify(pathToFileURL(path.join(tree, "build/server/index.js")).href)});
console.log(JSON.stringify(Object.values(build.routes).map((route) => route.path)));`,
    );
    expect(list.code, tail(list)).toBe(0);
    const paths: string[] = JSON.parse(list.stdout);
    for (const { slug } of [BROWSER, SERVER, WORKER]) {
      for (const prefix of ["", "en/", "fr/", "vi/"]) expect(paths).toContain(`${prefix}tools/${slug}`);
    }
    const assets = await readdir(path.join(tree, "build/client/assets"));
    expect(assets.filter((file) => file.startsWith(`${WORKER.slug}.worker-`))).toHaveLength(1);
  });
});

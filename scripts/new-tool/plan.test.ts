import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categories } from "#app/tools/categories.ts";
import { iconNameFromPascal, isIconName } from "#app/ui/icon-names.ts";
import {
  addToRegistry,
  addToServers,
  DEFAULT_ICONS,
  fill,
  importedTools,
  type ListedTool,
  placeholders,
  slugProblem,
  targetName,
  toolNames,
} from "./plan.ts";

describe("slugProblem", () => {
  it("accepts lowercase words of letters and digits joined by single hyphens", () => {
    for (const slug of ["counter", "word-counter", "qr-2d-reader", "x"])
      expect(slugProblem(slug), slug).toBeNull();
  });

  it("refuses anything else, saying why", () => {
    for (const slug of [
      "Word-Counter",
      "word_counter",
      "word counter",
      "-word",
      "word-",
      "word--counter",
      "2d-reader",
      "café",
      "../registry",
    ]) {
      expect(slugProblem(slug), slug).toMatch(/lowercase kebab-case/);
    }
    expect(slugProblem("")).toBe("the slug is empty");
    expect(slugProblem("a".repeat(41))).toMatch(/longer than 40/);
  });
});

describe("toolNames", () => {
  it("derives every name from the slug", () => {
    expect(toolNames("word-counter")).toEqual({
      slug: "word-counter",
      namespace: "word_counter",
      tool: "wordCounter",
      pascal: "WordCounter",
      name: "Word counter",
      rateLimitVar: "WORD_COUNTER_RATE_LIMIT",
    });
    expect(toolNames("qr-2d")).toMatchObject({ tool: "qr2d", pascal: "Qr2d", namespace: "qr_2d" });
  });

  it("gives a reserved word a name that compiles", () => {
    expect(toolNames("delete").tool).toBe("deleteTool");
    expect(toolNames("new").tool).toBe("newTool");
    expect(toolNames("delete-links").tool).toBe("deleteLinks");
  });
});

describe("templates", () => {
  const values = placeholders(toolNames("word-counter"), "text-tools", "Type");

  it("fills every placeholder, in file names too", () => {
    expect(fill('export const __TOOL__ = { slug: "__SLUG__", icon: "__ICON__" };', values)).toBe(
      'export const wordCounter = { slug: "word-counter", icon: "Type" };',
    );
    expect(fill("__TOOL__Server __TOOL__RateLimiter __RATE_LIMIT_VAR__", values)).toBe(
      "wordCounterServer wordCounterRateLimiter WORD_COUNTER_RATE_LIMIT",
    );
    expect(targetName("screens/__SLUG__-page.tsx.tmpl", values)).toBe("screens/word-counter-page.tsx");
  });

  it("refuses a placeholder it has no value for", () => {
    expect(() => fill("__SLUGG__", values)).toThrow("no value for the placeholder __SLUGG__");
  });

  it("name only placeholders the scaffold fills", () => {
    const dir = path.join(import.meta.dirname, "templates");
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const entry of files) {
      const file = path.join(entry.parentPath, entry.name);
      expect(file).toMatch(/\.tmpl$/);
      expect(() => fill(readFileSync(file, "utf8"), values), file).not.toThrow();
      expect(() => targetName(path.relative(dir, file), values), file).not.toThrow();
    }
  });

  it("start each category's tools with an icon of the sprite", () => {
    for (const category of categories) {
      const icon = DEFAULT_ICONS[category.slug];
      expect(icon, category.slug).toBeDefined();
      expect(isIconName(iconNameFromPascal(icon ?? "")), `${category.slug}: ${icon}`).toBe(true);
    }
  });
});

const REGISTRY = `import { dateDifference } from "./date-difference/tool.ts";
import type { ToolDefinition } from "./definition.ts";
import { linkAnalytics } from "./link-analytics/tool.ts";
import { readabilityScore } from "./readability-score/tool.ts";
import { taskPlanner } from "./task-planner/tool.ts";
import { urlShortener } from "./url-shortener/tool.ts";

/** The list. */
const DEFINITIONS = [
  urlShortener,
  linkAnalytics,
  readabilityScore,
  dateDifference,
  taskPlanner,
] as const satisfies readonly ToolDefinition[];

export const TOOLS: readonly ToolDefinition[] = DEFINITIONS;
`;

const LISTED = new Map<string, ListedTool>([
  ["urlShortener", { category: "web-tools", status: "active" }],
  ["linkAnalytics", { category: "analytics", status: "active" }],
  ["readabilityScore", { category: "analytics", status: "coming-soon" }],
  ["dateDifference", { category: "time-tools", status: "active" }],
  ["taskPlanner", { category: "planning", status: "coming-soon" }],
]);

/** The names DEFINITIONS lists once `name` (from ./{slug}/tool.ts) is added under `category`. */
function listedAfter(name: string, slug: string, category: string): string[] {
  const source = addToRegistry(REGISTRY, { name, from: `./${slug}/tool.ts` }, category, LISTED);
  const list = source.slice(source.indexOf("DEFINITIONS"));
  return [...list.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1] ?? "");
}

describe("addToRegistry", () => {
  it("lists the tool after the working tools of its category, before its coming-soon placeholders", () => {
    expect(listedAfter("wordStats", "word-stats", "analytics")).toEqual([
      "urlShortener",
      "linkAnalytics",
      "wordStats",
      "readabilityScore",
      "dateDifference",
      "taskPlanner",
    ]);
    expect(listedAfter("linkLens", "link-lens", "web-tools").slice(0, 2)).toEqual([
      "urlShortener",
      "linkLens",
    ]);
  });

  it("lists it before the placeholders of a category that has only those, at the end of one that has none", () => {
    expect(listedAfter("checklist", "checklist", "planning").slice(-2)).toEqual(["checklist", "taskPlanner"]);
    expect(listedAfter("caseChanger", "case-changer", "text-tools").at(-1)).toBe("caseChanger");
  });

  it("imports it among the imports, in the order of their modules, and changes nothing else", () => {
    const source = addToRegistry(
      REGISTRY,
      { name: "wordStats", from: "./word-stats/tool.ts" },
      "analytics",
      LISTED,
    );
    const lines = source.split("\n");
    expect(lines.slice(0, 7)).toEqual([
      'import { dateDifference } from "./date-difference/tool.ts";',
      'import type { ToolDefinition } from "./definition.ts";',
      'import { linkAnalytics } from "./link-analytics/tool.ts";',
      'import { readabilityScore } from "./readability-score/tool.ts";',
      'import { taskPlanner } from "./task-planner/tool.ts";',
      'import { urlShortener } from "./url-shortener/tool.ts";',
      'import { wordStats } from "./word-stats/tool.ts";',
    ]);
    const removed = lines.filter((line) => !line.includes("wordStats")).join("\n");
    expect(removed).toBe(REGISTRY);
    expect(importedTools(source).get("wordStats")).toBe("./word-stats/tool.ts");
    const first = addToRegistry(REGISTRY, { name: "aTool", from: "./a-tool/tool.ts" }, "analytics", LISTED);
    expect(first.split("\n")[0]).toBe('import { aTool } from "./a-tool/tool.ts";');
  });

  it("refuses a name already listed, and a list it cannot read", () => {
    expect(() =>
      addToRegistry(REGISTRY, { name: "linkAnalytics", from: "./x/tool.ts" }, "analytics", LISTED),
    ).toThrow("already lists linkAnalytics");
    expect(() =>
      addToRegistry(
        REGISTRY.replace("  linkAnalytics,", "  linkAnalytics, readabilityScore,"),
        {
          name: "x",
          from: "./x/tool.ts",
        },
        "analytics",
        LISTED,
      ),
    ).toThrow("one name per line");
  });
});

describe("addToServers", () => {
  const SERVERS = `// Comment.
import { imageInspectorServer } from "./image-inspector/server/index.ts";
import {
  urlShortenerServer,
} from "./url-shortener/server/index.ts";

export const TOOL_SERVERS = [
  urlShortenerServer,
  imageInspectorServer,
] as const;
`;

  it("starts the new part last, imported in order, even after an import over several lines", () => {
    const added = (name: string, slug: string) =>
      addToServers(SERVERS, { name, from: `./${slug}/server/index.ts` }).split("\n");
    expect(added("wordStatsServer", "word-stats")).toEqual([
      "// Comment.",
      'import { imageInspectorServer } from "./image-inspector/server/index.ts";',
      "import {",
      "  urlShortenerServer,",
      '} from "./url-shortener/server/index.ts";',
      'import { wordStatsServer } from "./word-stats/server/index.ts";',
      "",
      "export const TOOL_SERVERS = [",
      "  urlShortenerServer,",
      "  imageInspectorServer,",
      "  wordStatsServer,",
      "] as const;",
      "",
    ]);
    expect(added("linkLensServer", "link-lens").slice(1, 3)).toEqual([
      'import { imageInspectorServer } from "./image-inspector/server/index.ts";',
      'import { linkLensServer } from "./link-lens/server/index.ts";',
    ]);
  });

  it("refuses a part already listed", () => {
    expect(() =>
      addToServers(SERVERS, { name: "imageInspectorServer", from: "./image-inspector/server/index.ts" }),
    ).toThrow("already lists imageInspectorServer");
  });
});

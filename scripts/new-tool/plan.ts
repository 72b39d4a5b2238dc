// The pure parts of `npm run new-tool` (scripts/new-tool.ts): the names a slug gives, the templates'
// placeholders filled in, and the lines added to app/tools/registry.ts and app/tools/servers.ts. Nothing
// here reads or writes a file.

/** Longest slug accepted: the page's address and the catalogue's cards stay readable. */
export const MAX_SLUG_LENGTH = 40;

/**
 * Why `slug` cannot name a tool, or null when it can: lowercase words of letters and digits joined by
 * single hyphens, starting with a letter ("word-counter").
 */
export function slugProblem(slug: string): string | null {
  if (slug === "") return "the slug is empty";
  if (slug.length > MAX_SLUG_LENGTH) return `the slug is longer than ${MAX_SLUG_LENGTH} characters`;
  const words = slug.split("-");
  const kebab = words.every((word) => /^[a-z0-9]+$/.test(word)) && /^[a-z]/.test(slug);
  return kebab
    ? null
    : "the slug must be lowercase kebab-case: letters a–z and digits in words joined by single hyphens, " +
        'starting with a letter (e.g. "word-counter")';
}

/**
 * The icon a new tool starts with, by category: its category's own (app/ui/ToolIcon.tsx), which the
 * sprite has. Pick a better one in tool.ts (contributing.md, "Adding a tool").
 */
export const DEFAULT_ICONS: Readonly<Record<string, string>> = {
  "web-tools": "Globe",
  "text-tools": "Type",
  analytics: "ChartColumn",
  "time-tools": "Clock",
  planning: "CalendarCheck",
};

// Words a tool's variable may not be named after (export const delete = … does not compile).
const RESERVED = new Set(
  (
    "await break case catch class const continue debugger default delete do else enum export extends " +
    "false finally for function if implements import in instanceof interface let new null package " +
    "private protected public return static super switch this throw true try typeof var void while " +
    "with yield arguments eval undefined"
  ).split(" "),
);

/** What the templates and the lists call the tool, all derived from its slug. */
export interface ToolNames {
  /** "word-counter": its folder, its page's address, its catalogue slug. */
  slug: string;
  /** "word_counter": its translation namespace. */
  namespace: string;
  /** "wordCounter": what tool.ts exports; its server part is `${tool}Server`. */
  tool: string;
  /** "WordCounter": its page component is `${pascal}Page`, its services `${pascal}Services`. */
  pascal: string;
  /** "Word counter": its English name, until someone gives it a better one. */
  name: string;
  /** "WORD_COUNTER_RATE_LIMIT": the variable of its server part's rate limit. */
  rateLimitVar: string;
}

/** The names of the tool `slug` (a valid one: see slugProblem). */
export function toolNames(slug: string): ToolNames {
  const words = slug.split("-");
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const camel = words.map((word, index) => (index === 0 ? word : capital(word))).join("");
  return {
    slug,
    namespace: words.join("_"),
    tool: RESERVED.has(camel) ? `${camel}Tool` : camel,
    pascal: words.map(capital).join(""),
    name: capital(words.join(" ")),
    rateLimitVar: `${words.join("_").toUpperCase()}_RATE_LIMIT`,
  };
}

/** The values of the templates' placeholders (`__SLUG__`, `__TOOL__`…) for a tool. */
export function placeholders(names: ToolNames, category: string, icon: string): Record<string, string> {
  return {
    SLUG: names.slug,
    NAMESPACE: names.namespace,
    TOOL: names.tool,
    PASCAL: names.pascal,
    NAME: names.name,
    RATE_LIMIT_VAR: names.rateLimitVar,
    CATEGORY: category,
    ICON: icon,
  };
}

const PLACEHOLDER = /__([A-Z]+(?:_[A-Z]+)*)__/g;

/** A template with its placeholders replaced; throws on a placeholder it has no value for. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined) throw new Error(`no value for the placeholder ${whole}`);
    return value;
  });
}

/** Where a template file goes: `screens/__SLUG__-page.tsx.tmpl` → `screens/word-counter-page.tsx`. */
export function targetName(templatePath: string, values: Readonly<Record<string, string>>): string {
  return fill(templatePath.replace(/\.tmpl$/, ""), values);
}

/** An entry of a tool list: the name imported and listed, and the module it comes from. */
export interface ListEntry {
  name: string;
  /** Relative to app/tools/, e.g. "./word-counter/tool.ts". */
  from: string;
}

/** What the registry's placing needs to know of a tool already listed. */
export interface ListedTool {
  category: string;
  status: "active" | "coming-soon";
}

const IMPORT_LINE = /^import \{ (\w+) \} from "(\.\/[^"]+)";$/;

/** The tools a list file imports, by the name it imports them under: `urlShortener` → "./url-shortener/tool.ts". */
export function importedTools(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of source.split("\n")) {
    const match = IMPORT_LINE.exec(line);
    if (match?.[1] && match[2]) found.set(match[1], match[2]);
  }
  return found;
}

/** The names listed in the array that starts at the line `opening` and ends at the next "]…" line. */
function listLines(lines: readonly string[], opening: string): { start: number; end: number } {
  const start = lines.findIndex((line) => line.startsWith(opening));
  if (start < 0) throw new Error(`no line starting with "${opening}"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith("]"));
  if (end < 0) throw new Error(`the list opened by "${opening}" does not close`);
  return { start, end };
}

/** Adds `import { name } from "from";` among the imports, kept in the order of their modules. */
function addImport(lines: string[], entry: ListEntry): void {
  // Each import statement as its first and last lines (one spread over several lines included) and module.
  const statements: { first: number; last: number; from: string }[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]?.startsWith("import ")) continue;
    const first = index;
    while (index < lines.length && !/\bfrom "[^"]+";$|^import "[^"]+";$/.test(lines[index] ?? "")) index++;
    statements.push({ first, last: index, from: /"([^"]+)";$/.exec(lines[index] ?? "")?.[1] ?? "" });
  }
  const lastStatement = statements.at(-1);
  if (lastStatement === undefined) throw new Error("the list file imports nothing");
  const before = statements.find((statement) => statement.from > entry.from);
  lines.splice(before?.first ?? lastStatement.last + 1, 0, `import { ${entry.name} } from "${entry.from}";`);
}

/**
 * app/tools/registry.ts with the tool added: its import, and its line in DEFINITIONS (the list TOOLS is)
 * after the last active tool of its category, so coming-soon placeholders stay after the working tools;
 * before the category's placeholders when it has only those; at the end when the category has none.
 * `listed` tells the category and status of each tool the list names, by the name it is listed under.
 */
export function addToRegistry(
  source: string,
  entry: ListEntry,
  category: string,
  listed: ReadonlyMap<string, ListedTool>,
): string {
  const lines = source.split("\n");
  const { start, end } = listLines(lines, "const DEFINITIONS");
  const names = lines.slice(start + 1, end).map((line) => /^ {2}(\w+),$/.exec(line)?.[1]);
  if (names.some((name) => name === undefined)) {
    throw new Error("DEFINITIONS is not one name per line: add the tool by hand");
  }
  if (names.includes(entry.name)) throw new Error(`DEFINITIONS already lists ${entry.name}`);
  const of = (name: string | undefined) => (name === undefined ? undefined : listed.get(name));
  const same = names.flatMap((name, index) => (of(name)?.category === category ? [index] : []));
  const lastActive = same.filter((index) => of(names[index])?.status === "active").at(-1);
  const position = lastActive !== undefined ? lastActive + 1 : (same[0] ?? names.length);
  lines.splice(start + 1 + position, 0, `  ${entry.name},`);
  addImport(lines, entry);
  return lines.join("\n");
}

/** app/tools/servers.ts with the server part added: its import, and its line last in TOOL_SERVERS. */
export function addToServers(source: string, entry: ListEntry): string {
  const lines = source.split("\n");
  const { start, end } = listLines(lines, "export const TOOL_SERVERS");
  if (lines.slice(start + 1, end).some((line) => line.trim() === `${entry.name},`)) {
    throw new Error(`TOOL_SERVERS already lists ${entry.name}`);
  }
  lines.splice(end, 0, `  ${entry.name},`);
  addImport(lines, entry);
  return lines.join("\n");
}

// The first-load budgets and the verdict on a page's two counts: its static imports, and the JavaScript
// the browser fetched before the page was idle. A page over its budget by either count fails.

/**
 * By page id (its route module): home's, and every tool page's (whose heavy parts, encoders, readers,
 * WebAssembly or the Temporal polyfill, load on use); a new tool is held to it without a line here.
 * The site's other pages have none (they are printed).
 */
const HOME_BUDGET = 130 * 1024;
const TOOL_PAGE_BUDGET = 150 * 1024;
export const budgetOf = (id: string): number | undefined =>
  id === "routes/home.tsx" ? HOME_BUDGET : id.startsWith("tools/") ? TOOL_PAGE_BUDGET : undefined;

export interface PageLoad {
  /** The address opened (or the route's path, for a page that was not). */
  path: string;
  /** The page's route module. */
  id: string;
  /** Gzip bytes of its static first load. */
  staticBytes: number;
  /** Gzip bytes of the JavaScript fetched until idle; undefined for a page not opened. */
  fetchedBytes?: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Why pages fail their budget, one line each; empty when every page is within. */
export function overBudget(pages: readonly PageLoad[], budget: (id: string) => number | undefined): string[] {
  return pages.flatMap(({ path, id, staticBytes, fetchedBytes }) => {
    const limit = budget(id);
    if (limit === undefined) return [];
    const problems: string[] = [];
    if (staticBytes > limit) {
      problems.push(`${path}: its static first load is ${kb(staticBytes)}, over its ${kb(limit)} budget.`);
    }
    if (fetchedBytes !== undefined && fetchedBytes > limit) {
      problems.push(
        `${path}: the browser fetched ${kb(fetchedBytes)} of JavaScript before the page was idle, over its ` +
          `${kb(limit)} budget (static imports ${kb(staticBytes)}: the rest is imported on arrival).`,
      );
    }
    return problems;
  });
}

/** The table printed: each page's two counts and its budget, the largest fetch first. */
export function budgetTable(
  pages: readonly PageLoad[],
  budget: (id: string) => number | undefined,
): string[] {
  const column = (bytes: number | undefined) => (bytes === undefined ? "not opened" : kb(bytes)).padStart(10);
  const width = Math.max(...pages.map((page) => page.path.length), 4);
  return [
    `${"page".padEnd(width)}  ${"static".padStart(10)}  ${"fetched".padStart(10)}  ${"budget".padStart(10)}`,
    ...[...pages]
      .sort((a, b) => (b.fetchedBytes ?? b.staticBytes) - (a.fetchedBytes ?? a.staticBytes))
      .map((page) => {
        const limit = budget(page.id);
        return (
          `${page.path.padEnd(width)}  ${column(page.staticBytes)}  ${column(page.fetchedBytes)}  ` +
          (limit === undefined ? "-" : kb(limit)).padStart(10)
        );
      }),
  ];
}

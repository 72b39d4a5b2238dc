import type { Page } from "@playwright/test";

/** Errors the page logs (a hydration mismatch among them), gathered from the moment it is called. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A text matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page's cumulative layout shift so far (the shifts not caused by input), as the browser counts
 * it: read from the buffered layout-shift entries.
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        // The buffered entries arrive in the observer's first call, right after observe().
        setTimeout(() => resolve(sum), 100);
      }),
  );
}

/**
 * The Content Security Policy violations the page reports from its next load on, as "directive source:line":
 * a blocked script's `new Function` is one even when the script catches its failure, and logs nothing.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  return violations;
}

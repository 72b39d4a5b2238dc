import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Waits (2 s at most) for the page's finite animations and transitions: a toast or dialog still fading
 * in is measured by axe at part of its opacity, a contrast failure no reader ever sees. Endless ones
 * (a spinner) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * The page's serious and critical axe violations, each as "rule: selectors" (an empty list passes).
 * `strangers` are frames showing another site's page (an archived page, in a frame where no script may
 * run, axe's included): not ours to audit, and axe would wait for them in vain.
 */
export async function seriousViolations(
  page: Page,
  { strangers }: { strangers?: string } = {},
): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (strangers) builder.exclude(strangers).options({ iframes: false });
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

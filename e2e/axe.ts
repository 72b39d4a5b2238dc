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

/** The page's serious and critical axe violations, each as "rule: selectors" (an empty list passes). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

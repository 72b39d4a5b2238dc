import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Waits (2 s at most) for the page's finite animations and transitions: a toast or dialog still fading
 * in is measured by axe at part of its opacity, a contrast failure no reader ever sees. Endless ones
 * (a spinner) are left running. A toast asked for before its code has loaded (app/ui/Toaster.tsx marks
 * it) is waited for first. Two frames first, and again after each wave: a toast marks itself mounted a
 * frame after it is added, and only then starts its transition.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const deadline = performance.now() + 2000;
    while (document.querySelector("[data-toasts-loading]") && performance.now() < deadline) await frame();
    await frame();
    await frame();
    await frame();
    for (;;) {
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
      const left = deadline - performance.now();
      if (finite.length === 0 || left <= 0) return;
      const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, left))]);
      await frame();
    }
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

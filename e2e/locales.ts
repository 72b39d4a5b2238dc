import { readFileSync } from "node:fs";
import path from "node:path";
import { localeFile } from "#app/site/namespaces.ts";

export const LANGS = ["en", "fr", "vi"] as const;
export type Lang = (typeof LANGS)[number];

/** A text of the locale files, by "namespace:dotted.key", so tests assert what a visitor reads. */
export function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, dotted] = key.split(":") as [string, string];
  const file = path.join(import.meta.dirname, "..", "app", localeFile(lang, ns));
  let node: unknown = JSON.parse(readFileSync(file, "utf8"));
  for (const part of dotted.split(".")) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`No text ${lang}/${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
}

/** The path of a page under a language prefix ("" for the bare path). */
export function under(prefix: "" | Lang, page: string): string {
  if (!prefix) return page;
  return page === "/" ? `/${prefix}` : `/${prefix}${page}`;
}

/** Opens a page and waits until React has hydrated it, so clicks reach the app and not the bare HTML. */
export async function openHydrated(page: import("@playwright/test").Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

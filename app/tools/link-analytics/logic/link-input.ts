import { isShortSlug } from "#app/tools/url-shortener/public.ts";

/** What the analytics form was given: the slug of a short link, or why none could be read. */
export type LinkInput = { ok: true; slug: string } | { ok: false; code: "empty" | "invalid" };

/**
 * Reads a short link (https://site/r/abc1234, the preview page /s/abc1234, a short domain's
 * https://vt.link/abc1234, with or without its scheme) or a bare slug. Whether a link has it is the
 * server's to say.
 */
export function parseLinkInput(text: string): LinkInput {
  const input = text.trim();
  if (input === "") return { ok: false, code: "empty" };
  if (isShortSlug(input)) return { ok: true, slug: input };
  const url = URL.parse(/^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`);
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:"))
    return { ok: false, code: "invalid" };
  const segments = url.pathname.split("/").filter((segment) => segment !== "");
  const slug = segments.at(-1);
  const prefixed = segments.length === 2 && (segments[0] === "r" || segments[0] === "s");
  if (slug !== undefined && isShortSlug(slug) && (segments.length === 1 || prefixed))
    return { ok: true, slug };
  return { ok: false, code: "invalid" };
}

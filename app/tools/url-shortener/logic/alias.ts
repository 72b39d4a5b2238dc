// Custom alias rules. Aliases share the URL space with the site's own routes, so route names are reserved.

import { ALIAS_MAX_LENGTH, isShortSlug } from "./short-slug.ts";

export const ALIAS_MIN_LENGTH = 3;

/** Every top-level route name and language code of the site, compared without regard to case. */
export const RESERVED_ALIASES: readonly string[] = [
  "api",
  "s",
  "r",
  "en",
  "fr",
  "vi",
  "discover",
  "tools",
  "category",
  "settings",
  "about",
  "help",
  "terms",
  "privacy",
  "sitemap",
  "sitemap.xml",
  "robots.txt",
  "healthz",
  "readyz",
  "assets",
  "favicon.ico",
  "static",
  "admin",
  "login",
  "signin",
  "signup",
  "logout",
  // Fixed paths beside /api/short-links/{slug}, which could not manage a link of that name.
  "recent",
  "events",
];

export type AliasErrorCode =
  | "alias_too_short"
  | "alias_too_long"
  | "alias_accents"
  | "alias_invalid_chars"
  | "alias_reserved";

export type AliasResult =
  | { ok: true; alias: string; canonical: string }
  | { ok: false; code: AliasErrorCode; message: string };

const RESERVED = new Set(RESERVED_ALIASES);
// A letter with an accent (é, ư, and đ, which has no decomposition): someone typing "café" or "đà-lạt"
// is told it is the accents, not that some character is wrong.
const ACCENTED_LETTER = /[đĐ]|[A-Za-z]\p{M}/u;

/** The form used for uniqueness: "MyLink" and "mylink" are one alias. */
export function canonicalAlias(alias: string): string {
  return alias.toLowerCase();
}

export function isReservedAlias(alias: string): boolean {
  return RESERVED.has(canonicalAlias(alias));
}

/** Validates a custom alias (surrounding whitespace ignored); the alias keeps the case it was typed in. */
export function validateAlias(input: string): AliasResult {
  const alias = input.trim();
  // Count code points so a long run of emoji reads as too long rather than as a few bad characters.
  const length = [...alias].length;
  if (length < ALIAS_MIN_LENGTH) {
    return {
      ok: false,
      code: "alias_too_short",
      message: `The alias needs at least ${ALIAS_MIN_LENGTH} characters.`,
    };
  }
  if (length > ALIAS_MAX_LENGTH) {
    return {
      ok: false,
      code: "alias_too_long",
      message: `The alias can have at most ${ALIAS_MAX_LENGTH} characters.`,
    };
  }
  if (ACCENTED_LETTER.test(alias.normalize("NFD"))) {
    return {
      ok: false,
      code: "alias_accents",
      message: "The alias cannot contain accented letters: use letters without accents (a-z).",
    };
  }
  // The one slug rule: what an alias may hold is what every slug may.
  if (!isShortSlug(alias)) {
    return {
      ok: false,
      code: "alias_invalid_chars",
      message: "The alias can only contain letters, digits, hyphens and underscores.",
    };
  }
  if (isReservedAlias(alias)) {
    return { ok: false, code: "alias_reserved", message: `"${alias}" is reserved by the site.` };
  }
  return { ok: true, alias, canonical: canonicalAlias(alias) };
}

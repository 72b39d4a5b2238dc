import { type AliasErrorCode, validateAlias } from "./alias.ts";
import { parseDestinationUrl } from "./destination-url.ts";

/**
 * The check on submit, before any request: nothing typed, or not a URL the server would accept (a URL that is only
 * too long is told so, not that it is no URL). The answer is a key under the namespace's `errors`.
 */
export function validateUrlInput(value: string): "emptyUrl" | "invalidUrl" | "tooLong" | null {
  if (value.trim() === "") return "emptyUrl";
  const parsed = parseDestinationUrl(value);
  if (parsed.ok) return null;
  return parsed.code === "too_long" ? "tooLong" : "invalidUrl";
}

/** The check of an alias on submit (none typed is fine): the server's own rule, so the message is the same. */
export function validateAliasInput(value: string): AliasErrorCode | null {
  if (value.trim() === "") return null;
  const checked = validateAlias(value);
  return checked.ok ? null : checked.code;
}

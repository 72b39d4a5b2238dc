// A web address as a person types or pastes it, for every tool that fetches one on their behalf (the link
// investigator, the page capture).
import { MAX_URL_LENGTH } from "./url-length.ts";

export type InputProblem = "empty_url" | "invalid_url" | "unsupported_scheme" | "too_long";

export type ParsedInput = { ok: true; url: string } | { ok: false; code: InputProblem };

/**
 * The address to investigate, as typed or pasted: trimmed, given https:// when it has no scheme (links
 * copied from messages often lack it), and refused unless it is an http(s) address with a host.
 */
export function parseInput(text: string): ParsedInput {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, code: "empty_url" };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, code: "too_long" };
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d/.test(trimmed) ? trimmed : `https://${trimmed}`;
  const url = URL.parse(withScheme);
  if (!url) return { ok: false, code: "invalid_url" };
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, code: "unsupported_scheme" };
  if (url.hostname === "" || (!url.hostname.includes(".") && !url.hostname.startsWith("["))) {
    return { ok: false, code: "invalid_url" };
  }
  // Refused before anything is fetched, as the shortener refuses it.
  if (url.href.length > MAX_URL_LENGTH) return { ok: false, code: "too_long" };
  return { ok: true, url: url.href };
}

/** Whether `text` is already a whole http(s) address, one a page can be captured from. */
export function isWebAddress(text: string): boolean {
  const protocol = URL.parse(text)?.protocol;
  return protocol === "http:" || protocol === "https:";
}

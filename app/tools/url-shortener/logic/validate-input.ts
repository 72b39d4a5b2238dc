import { parseDestinationUrl } from "../server/rules/url.ts";

/** The spec's check on submit: nothing typed, or not a URL the server would accept. */
export function validateUrlInput(value: string): "emptyUrl" | "invalidUrl" | null {
  if (value.trim() === "") return "emptyUrl";
  return parseDestinationUrl(value).ok ? null : "invalidUrl";
}

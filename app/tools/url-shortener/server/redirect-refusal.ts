// The refusal of a link because of an address it redirects to: the reason it would have for a direct
// link, prefixed, with a message naming the address and its hop.
import type { RefusedHop } from "../logic/types.ts";
import { isThreat, type Refusal, type SafetyReason } from "./rules/verdict.ts";

/** A refusal of an address the link redirects to: the reason it would have for a direct link, prefixed. */
export type RedirectCode = `redirect_${SafetyReason}`;

/** Malicious where the address would be a threat as a direct link, invalid otherwise. */
export type RedirectRefusal =
  | { kind: "invalid"; code: RedirectCode; message: string; hop: RefusedHop }
  | { kind: "malicious"; code: RedirectCode; message: string; hop: RefusedHop };

// What a refused redirect target is, after "This link redirects to {host} (hop {step})".
const REDIRECT_TARGETS: Record<SafetyReason, string> = {
  invalid_url: ", which is not a valid address",
  unsupported_scheme: ", which is not an http or https address",
  credentials: " with a user name or password in the address",
  self_link: ", one of this site's own short links",
  private_address: ", a private or local network address",
  unresolvable_host: ", a host name that could not be found",
  homograph: ", a host name that imitates another one with look-alike letters",
  blocklisted: ", which is on the list of known malicious sites",
  safe_browsing: ", which Google Safe Browsing flags as dangerous",
};

/** The refusal of a link because of an address it redirects to, naming that address and its hop. */
export function redirectRefusal(refusal: Refusal, hop: RefusedHop): RedirectRefusal {
  return {
    kind: isThreat(refusal) ? "malicious" : "invalid",
    code: `redirect_${refusal.reason}`,
    message: `This link redirects to ${hop.host} (hop ${hop.step})${REDIRECT_TARGETS[refusal.reason]}.`,
    hop,
  };
}

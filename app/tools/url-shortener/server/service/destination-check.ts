// The safety check of an address a link is to lead to, and of every address it redirects to: the same
// whether the link is new or its destination changes.
import type { AliasErrorCode } from "../../logic/alias.ts";
import type { ParsedDestination, UrlErrorCode } from "../../logic/destination-url.ts";
import type { ChainCheck } from "../chain-check.ts";
import { type RedirectRefusal, redirectRefusal } from "../redirect-refusal.ts";
import { checkUrlSafety, type SafetyDeps } from "../rules/safety.ts";
import { isThreat, type SafetyReason } from "../rules/verdict.ts";
import type { NewShortLink } from "../short-link-record.ts";

/** Why an address may not be shortened, or a link not pointed to it. */
export type AddressRefusal =
  | {
      kind: "invalid";
      code: UrlErrorCode | AliasErrorCode | SafetyReason | "same_destination";
      message: string;
    }
  | { kind: "malicious"; code: SafetyReason; message: string }
  | RedirectRefusal;

/** A refusal, or what was found of the destination's redirects. */
export type DestinationCheck = (
  destination: Extract<ParsedDestination, { ok: true }>,
) => Promise<{ refusal: AddressRefusal } | { chain: NewShortLink["chain"] }>;

export function createDestinationCheck(safety: SafetyDeps, followChain: ChainCheck): DestinationCheck {
  return async (destination) => {
    const verdict = await checkUrlSafety(destination.url, safety);
    if (!verdict.safe) {
      const kind = isThreat(verdict) ? "malicious" : "invalid";
      return { refusal: { kind, code: verdict.reason, message: verdict.message } };
    }
    const chain = await followChain(destination.href, (hop) => checkUrlSafety(hop, safety));
    if (chain.kind === "refused") return { refusal: redirectRefusal(chain.refusal, chain.hop) };
    return {
      chain:
        chain.kind === "checked"
          ? { checked: true, finalUrl: chain.finalUrl, redirects: chain.redirects }
          : { checked: false },
    };
  };
}

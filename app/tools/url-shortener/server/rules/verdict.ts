// The shape every safety rule answers with. Messages are English for logs and API consumers;
// the UI translates by `reason`.

export type SafetyReason =
  | "invalid_url"
  | "unsupported_scheme"
  | "credentials"
  | "self_link"
  | "private_address"
  | "unresolvable_host"
  | "homograph"
  | "blocklisted"
  | "safe_browsing";

export type Refusal = {
  safe: false;
  reason: SafetyReason;
  message: string;
  /** Only for `safe_browsing`: the threat type Google reported, e.g. "MALWARE". */
  threatType?: string;
};

export type Verdict = { safe: true } | Refusal;

export const SAFE: Verdict = { safe: true };

/**
 * The refusals that mean the destination is a threat. The others (a host that does not exist, a private
 * address, a link to ourselves…) are ordinary errors: calling them malicious would cry wolf.
 */
const THREATS: ReadonlySet<SafetyReason> = new Set(["homograph", "blocklisted", "safe_browsing"]);

export function isThreat(refusal: Refusal): boolean {
  return THREATS.has(refusal.reason);
}

export function refuse(reason: SafetyReason, message: string): Refusal {
  return { safe: false, reason, message };
}

/** Where rules report trouble they recover from (a reload that failed, a lookup that failed open). */
export type Logger = {
  warn(message: string, details?: Record<string, unknown>): void;
};

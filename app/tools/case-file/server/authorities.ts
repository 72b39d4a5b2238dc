// The independent time stamps (decision 031): the manifest's SHA-256, and nothing else, sent to each
// time-stamp authority the operator names (TSA_URLS), in parallel, through the SSRF guard like every
// request the server sends; each answer checked (granted, for this hash and nonce) and passed on with
// the authority's chain, completed from the operator's roots file (TSA_ROOTS_FILE).
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  failureOf,
  guardedPost,
  type HopOptions,
  mimeType,
  readAtMost,
} from "#server/net/guarded-request.ts";
import { isAuthorityName } from "../logic/manifest.ts";
import { certificatesPem, pemCertificates } from "../logic/pem.ts";
import { answerSummary, completeChain, timeStampRequest } from "../logic/rfc3161.ts";

export interface Authority {
  /** Its file name in the bundle's timestamps/ folder: the address's host. */
  name: string;
  url: string;
}

export type AuthorityAnswer =
  | { name: string; ok: true /** The TimeStampResp, base64. */; token: string; chain: string }
  | { name: string; ok: false; reason: "refused" | "timeout" | "bad-answer" | "unreachable" };

/** A time-stamp answer is a few kilobytes; more is not one. */
const ANSWER_LIMIT = 64 * 1024;
export const AUTHORITY_TIMEOUT_MS = 10_000;

/** The authorities of TSA_URLS, each named by its host name, unique. */
export function authoritiesOf(urls: readonly string[]): Authority[] {
  const taken = new Set<string>();
  return urls.map((url) => {
    const host = new URL(url).hostname.toLowerCase().replace(/[^a-z0-9.-]/g, "-");
    const base = isAuthorityName(host) ? host : "authority";
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    return { name, url };
  });
}

/** The certificates of TSA_ROOTS_FILE; the server does not start when the file has none. */
export async function readRoots(file: string | undefined): Promise<Uint8Array[]> {
  if (!file) return [];
  const roots = pemCertificates(await readFile(file, "utf8"));
  if (roots.length === 0) throw new Error(`TSA_ROOTS_FILE ${file} holds no PEM certificate.`);
  return roots;
}

export interface StamperOptions {
  authorities: readonly Authority[];
  roots: readonly Uint8Array[];
  fetch: HopOptions;
  timeoutMs?: number;
}

/** Asks every authority for a token over `sha256`; one answer per authority, in their order. */
export function createStamper(options: StamperOptions) {
  const timeoutMs = options.timeoutMs ?? AUTHORITY_TIMEOUT_MS;
  return (sha256: string): Promise<AuthorityAnswer[]> =>
    Promise.all(options.authorities.map((authority) => ask(authority, sha256)));

  async function ask({ name, url }: Authority, sha256: string): Promise<AuthorityAnswer> {
    const nonce = randomBytes(8);
    // A positive INTEGER with no leading zero byte added or dropped, so it reads back the same.
    nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x40;
    const signal = AbortSignal.timeout(timeoutMs);
    let der: Uint8Array;
    try {
      const { response } = await guardedPost(
        url,
        options.fetch,
        { type: "application/timestamp-query", body: timeStampRequest(sha256, nonce) },
        "application/timestamp-reply",
        signal,
      );
      try {
        if (response.statusCode !== 200) return { name, ok: false, reason: "refused" };
        if (mimeType(response.headers["content-type"]) !== "application/timestamp-reply") {
          return { name, ok: false, reason: "bad-answer" };
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > ANSWER_LIMIT) return { name, ok: false, reason: "bad-answer" };
        der = await readAtMost(response, ANSWER_LIMIT);
      } finally {
        response.destroy();
      }
    } catch (error) {
      const { reason } = failureOf(error, signal);
      if (reason === "timeout") return { name, ok: false, reason: "timeout" };
      // An answer longer than a token is: read no further, and not mistaken for a network failure.
      return { name, ok: false, reason: reason === "bad_response" ? "bad-answer" : "unreachable" };
    }
    const answer = answerSummary(der);
    if (!answer.granted) return { name, ok: false, reason: "refused" };
    if (answer.sha256 !== sha256 || answer.nonce !== nonce.toString("hex")) {
      return { name, ok: false, reason: "bad-answer" };
    }
    const chain = completeChain(answer.certificates, options.roots);
    return { name, ok: true, token: Buffer.from(der).toString("base64"), chain: certificatesPem(chain) };
  }
}

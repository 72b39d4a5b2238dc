// Verification of a dropped bundle in the browser: the shared check (logic/verify.ts), against what this
// site trusts: its time-stamp key, so a self-made statement is told apart, and the roots of the time-stamp
// authorities its operator names, so a token's chain is judged (decision 031).
import { pemCertificates } from "../logic/pem.ts";
import type { PublicJwk } from "../logic/signature.ts";
import { publicKeySchema, TIMESTAMP_KEY_PATH, TSA_ROOTS_PATH } from "../logic/timestamp.ts";
import { type BundleVerdict, type Trust, verifyZip } from "../logic/verify.ts";

async function siteKey(): Promise<PublicJwk | undefined> {
  try {
    const answer = await fetch(TIMESTAMP_KEY_PATH);
    const parsed = publicKeySchema.safeParse(answer.ok ? await answer.json() : null);
    return parsed.success ? (parsed.data as PublicJwk) : undefined;
  } catch {
    return undefined;
  }
}

async function authorityRoots(): Promise<Uint8Array[]> {
  try {
    const answer = await fetch(TSA_ROOTS_PATH);
    return answer.ok ? pemCertificates(await answer.text()) : [];
  } catch {
    return [];
  }
}

/** What this site trusts, fetched from its well-known addresses. */
export async function siteTrust(): Promise<Trust> {
  const [key, roots] = await Promise.all([siteKey(), authorityRoots()]);
  return { siteKey: key, authorityRoots: roots };
}

export async function verifyFile(file: Blob): Promise<BundleVerdict> {
  return verifyZip(file, await siteTrust());
}

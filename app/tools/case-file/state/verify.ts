// Verification of a dropped bundle in the browser: the shared check (logic/verify.ts), with the site's
// time-stamp key fetched from its well-known address so a self-made statement is told apart.
import type { PublicJwk } from "../logic/signature.ts";
import { publicKeySchema, TIMESTAMP_KEY_PATH } from "../logic/timestamp.ts";
import { type BundleVerdict, verifyBundle } from "../logic/verify.ts";
import { openZip } from "../logic/zip.ts";

async function siteKey(): Promise<PublicJwk | undefined> {
  try {
    const answer = await fetch(TIMESTAMP_KEY_PATH);
    const parsed = publicKeySchema.safeParse(answer.ok ? await answer.json() : null);
    return parsed.success ? (parsed.data as PublicJwk) : undefined;
  } catch {
    return undefined;
  }
}

export async function verifyFile(file: Blob): Promise<BundleVerdict> {
  let source: Awaited<ReturnType<typeof openZip>>;
  try {
    source = await openZip(file);
  } catch {
    return { readable: false, problem: "not-a-bundle" };
  }
  try {
    return await verifyBundle(source, await siteKey());
  } finally {
    await source.close();
  }
}

// Checks a case bundle (the Case File's ZIP) from the command line, with the same code as the verify
// page: npm run verify-case -- bundle.zip [--timestamp-key key.json]
// Prints each item as intact or not matching, with the reason, and exits 0 when the whole bundle is
// intact, 1 when something does not match, 2 when the file is not a bundle or the command is wrong.
import { openAsBlob } from "node:fs";
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { PublicJwk } from "../app/tools/case-file/logic/signature.ts";
import { publicKeySchema } from "../app/tools/case-file/logic/timestamp.ts";
import { type BundleVerdict, type FileCheck, verifyBundle } from "../app/tools/case-file/logic/verify.ts";
import { openZip } from "../app/tools/case-file/logic/zip.ts";

const REASONS: Record<string, string> = {
  "not-a-bundle": "not a ZIP file",
  "no-manifest": "no manifest.json: not a case bundle",
  "bad-manifest": "manifest.json cannot be read as a case bundle's manifest",
  missing: "missing from the bundle",
  changed: "changed: its SHA-256 does not match the manifest",
  malformed: "cannot be read",
  mismatch: "does not match manifest.json (the manifest was changed, or signed with another key)",
  "other-hash": "is for another manifest",
  "bad-signature": "its signature does not match (its time or hash was changed)",
  "unknown-key": "is signed by a key other than the site's",
};

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run verify-case -- bundle.zip [--timestamp-key site-key.json]`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "timestamp-key": { type: "string" } },
});
const [path] = positionals;
if (!path || positionals.length > 1) usage("Name one bundle.");

let trusted: PublicJwk | undefined;
if (values["timestamp-key"]) {
  const parsed = publicKeySchema.safeParse(JSON.parse(await readFile(values["timestamp-key"], "utf8")));
  if (!parsed.success) usage(`${values["timestamp-key"]} is not an Ed25519 public key (JWK).`);
  trusted = parsed.data as PublicJwk;
}

// A Blob backed by the file: entries are read and hashed as streams, never the whole bundle at once.
const blob = await openAsBlob(path).catch((error: Error) => usage(`Cannot read ${path}: ${error.message}`));
let verdict: BundleVerdict;
try {
  const source = await openZip(blob);
  verdict = await verifyBundle(source, trusted);
  await source.close();
} catch {
  verdict = { readable: false, problem: "not-a-bundle" };
}

if (!verdict.readable) {
  console.log(`${path}: REFUSED — ${REASONS[verdict.problem]}`);
  process.exit(2);
}
const line = (file: FileCheck) =>
  `    ${file.path}: ${file.problem ? `DOES NOT MATCH — ${REASONS[file.problem]}` : "intact"}`;
console.log(`Case "${verdict.manifest.case.name}", exported ${verdict.manifest.exportedAt} (device clock)`);
console.log(`manifest.json SHA-256 ${verdict.manifestSha256}`);
console.log(
  verdict.signature.problem
    ? `Signature: REFUSED — ${verdict.signature.problem === "missing" ? "no signature.json" : `signature.json ${REASONS[verdict.signature.problem]}`}`
    : `Signature: valid, key fingerprint ${verdict.signature.fingerprint}`,
);
console.log(
  verdict.timestamp === null
    ? "Time stamp: none (optional)"
    : verdict.timestamp.problem
      ? `Time stamp: REFUSED — it ${REASONS[verdict.timestamp.problem]}`
      : `Time stamp: ${verdict.timestamp.issuer} signed that it existed at ${verdict.timestamp.time}${trusted ? "" : " (its key was not compared with the site's: pass --timestamp-key)"}`,
);
for (const [index, item] of verdict.items.entries()) {
  console.log(`${index + 1}. ${item.title} [${item.kind}]: ${item.intact ? "intact" : "DOES NOT MATCH"}`);
  for (const file of item.files) console.log(line(file));
}
console.log("Reports:");
for (const report of verdict.reports) console.log(line(report));
for (const path of verdict.unlisted)
  console.log(`Not listed in the manifest (nothing vouches for it): ${path}`);
console.log(verdict.intact ? "INTACT" : "DOES NOT MATCH");
process.exit(verdict.intact ? 0 : 1);

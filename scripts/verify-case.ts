// Checks a case bundle (the Case File's ZIP) from the command line, with the same code as the verify
// page: npm run verify-case -- bundle.zip [--timestamp-key key.json|URL] [--tsa-roots roots.pem]
// Prints each item as intact or not matching, with the reason, and what each time stamp says and what
// it was checked against; exits 0 when the whole bundle is intact, 1 when something does not match, 2
// when the file is not a bundle or the command is wrong.
import { openAsBlob } from "node:fs";
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { MANIFEST_LIMIT } from "#app/tools/case-file/logic/manifest.ts";
import { pemCertificates } from "#app/tools/case-file/logic/pem.ts";
import type { TokenCheck } from "#app/tools/case-file/logic/rfc3161.ts";
import type { PublicJwk } from "#app/tools/case-file/logic/signature.ts";
import { publicKeySchema } from "#app/tools/case-file/logic/timestamp.ts";
import {
  type BundleVerdict,
  type FileCheck,
  type Trust,
  verifyZip,
} from "#app/tools/case-file/logic/verify.ts";

const REASONS: Record<string, string> = {
  "not-a-zip": "not a ZIP file",
  "unsafe-name":
    "an entry's name could land outside the folder it is unpacked into (absolute, .., or a backslash)",
  "duplicate-name":
    "two entries have the same name (after Unicode normalisation and case folding), so tools disagree on which one counts",
  ambiguous: "the ZIP can be read in more than one way (data before or after it, or headers that disagree)",
  "manifest-too-large": `manifest.json is larger than ${MANIFEST_LIMIT / 1024 / 1024} MB: not read`,
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

const TOKEN_REASONS: Record<NonNullable<TokenCheck["problem"]>, string> = {
  malformed: "cannot be read as an RFC 3161 time-stamp answer",
  "not-granted": "the authority refused: the file holds no token",
  "other-hash": "the token is for other data, not this manifest",
  "bad-signature": "the token's signature does not hold",
  "not-timestamping": "signed with a certificate that is not for time stamping",
  expired: "the authority's certificate was not valid at the time the token gives",
  "broken-chain": "the authority's certificate does not lead to a root",
  "untrusted-root": "its chain ends at a root not among those given with --tsa-roots",
};

const USAGE =
  "Usage: npm run verify-case -- bundle.zip [--timestamp-key site-key.json|https://site/.well-known/veritools-timestamp-key] [--tsa-roots roots.pem]";

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "timestamp-key": { type: "string" }, "tsa-roots": { type: "string" } },
});
const [path] = positionals;
if (!path || positionals.length > 1) usage("Name one bundle.");

/** The site's key from a file, or fetched from the address given (only when asked: it names who vouches). */
async function siteKey(where: string): Promise<PublicJwk> {
  const fetched = URL.canParse(where) && new URL(where).protocol === "https:";
  let text: string;
  try {
    text = fetched ? await (await fetch(where)).text() : await readFile(where, "utf8");
  } catch (error) {
    usage(`Cannot read ${where}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    usage(`${where} is not JSON.`);
  }
  const parsed = publicKeySchema.safeParse(value);
  if (!parsed.success) usage(`${where} is not an Ed25519 public key (JWK).`);
  return parsed.data as PublicJwk;
}

const trust: Trust = {};
const keyFrom = values["timestamp-key"];
if (keyFrom) trust.siteKey = await siteKey(keyFrom);
const rootsFrom = values["tsa-roots"];
if (rootsFrom) {
  const roots = pemCertificates(
    await readFile(rootsFrom, "utf8").catch((error: Error) =>
      usage(`Cannot read ${rootsFrom}: ${error.message}`),
    ),
  );
  if (roots.length === 0) usage(`${rootsFrom} holds no PEM certificate.`);
  trust.authorityRoots = roots;
}

// A Blob backed by the file: entries are read and hashed as streams, never the whole bundle at once.
const blob = await openAsBlob(path).catch((error: Error) => usage(`Cannot read ${path}: ${error.message}`));
const verdict: BundleVerdict = await verifyZip(blob, trust).catch(
  (): BundleVerdict => ({ readable: false, problem: "not-a-zip" }),
);

const line = (file: FileCheck) =>
  `    ${file.path}: ${file.problem ? `DOES NOT MATCH — ${REASONS[file.problem]}` : "intact"}`;

function siteStampLine(stamp: NonNullable<Extract<BundleVerdict, { readable: true }>["timestamp"]>): string {
  const label = "Time stamp, the site's own statement";
  if (stamp.problem) return `${label}: REFUSED — it ${REASONS[stamp.problem]}`;
  return trust.siteKey
    ? `${label}: ${stamp.issuer} signed with its key (${keyFrom}) that the manifest existed at ${stamp.time}`
    : `${label}: says ${stamp.issuer} dated the manifest ${stamp.time}; not checked against the site's key (pass --timestamp-key)`;
}

function authorityLine(check: TokenCheck): string {
  const who = `${check.signer ?? check.authority} (timestamps/${check.authority}.tsr)`;
  if (check.problem) return `Time stamp by ${who}: REFUSED — ${TOKEN_REASONS[check.problem]}`;
  const root = check.root ? `root "${check.root.name}", SHA-256 ${check.root.sha256}` : "its root";
  const judged =
    check.rootTrusted === true
      ? `its chain ends at ${root}, one given with --tsa-roots`
      : `its chain ends at ${root}, not checked against a root you trust (pass --tsa-roots)`;
  return `Time stamp by ${who}, an independent authority: the manifest existed at ${check.time}; ${judged}`;
}

/** The whole report of a readable bundle, and its exit code. */
function report(verdict: Extract<BundleVerdict, { readable: true }>): void {
  console.log(`Case "${verdict.manifest.case.name}", exported ${verdict.manifest.exportedAt} (device clock)`);
  console.log(`manifest.json SHA-256 ${verdict.manifestSha256}`);
  console.log(
    verdict.signature.problem
      ? `Signature: REFUSED — ${verdict.signature.problem === "missing" ? "no signature.json" : `signature.json ${REASONS[verdict.signature.problem]}`}`
      : `Signature: valid, key fingerprint ${verdict.signature.fingerprint}`,
  );
  if (verdict.timestamp === null && verdict.authorities.length === 0)
    console.log("Time stamp: none (optional)");
  if (verdict.timestamp) console.log(siteStampLine(verdict.timestamp));
  for (const check of verdict.authorities) console.log(authorityLine(check));
  for (const [index, item] of verdict.items.entries()) {
    console.log(`${index + 1}. ${item.title} [${item.kind}]: ${item.intact ? "intact" : "DOES NOT MATCH"}`);
    for (const file of item.files) console.log(line(file));
  }
  console.log("Reports:");
  for (const report of verdict.reports) console.log(line(report));
  for (const path of verdict.unlisted)
    console.log(`Not listed in the manifest (nothing vouches for it): ${path}`);
  console.log(verdict.intact ? "INTACT" : "DOES NOT MATCH");
  // Not process.exit: into a pipe, the last lines of a long report would be cut off.
  process.exitCode = verdict.intact ? 0 : 1;
}

if (!verdict.readable) {
  const where = verdict.path === undefined ? "" : ` (${JSON.stringify(verdict.path)})`;
  console.log(`${path}: REFUSED — ${REASONS[verdict.problem]}${where}`);
  process.exitCode = 2;
} else report(verdict);

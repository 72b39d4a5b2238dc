// A stand-in RFC 3161 time-stamp authority for the case file's time-stamp tests, made with the machine's
// `openssl` at run time in a temporary directory: nothing secret or expiring is checked in, and every run
// gets fresh keys. Test code only: nothing in the site imports it.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A test PKI: a root CA, and TSA certificates issued by it. */
export interface TestPki {
  dir: string;
  /** PEM of the root CA certificate (self-signed, CA:true, keyCertSign). */
  rootPem: string;
  /** A second, unrelated root CA, and a TSA issued by it: for "a chain to an unknown root". */
  otherRootPem: string;
  close(): Promise<void>;
}

export type TsaKind =
  | "good" // TSA cert from the root: extendedKeyUsage = critical,timeStamping; valid now
  | "expired" // same, but valid only 2020-01-01 → 2021-01-01
  | "not-timestamping" // a cert from the root whose extendedKeyUsage is serverAuth only
  | "other-root"; // a good TSA cert issued by otherRoot

export interface TestTsa {
  kind: TsaKind;
  /** PEM chain for the bundle: the TSA certificate then its issuing root. */
  chainPem: string;
  tsaCertPem: string;
  /** Signs a TimeStampReq (DER bytes, as sent over HTTP); returns the TimeStampResp DER. */
  reply(queryDer: Uint8Array): Promise<Uint8Array>;
  /** A TimeStampResp for the SHA-256 (64 hex digits), asking for the certificate (certReq true). */
  stamp(sha256Hex: string): Promise<Uint8Array>;
}

export type ServerMode = "answer" | "refuse" | "rejection" | "timeout";

export interface TestTsaServer {
  url: string;
  requests: Uint8Array[];
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TSTINFO_OID = "1.2.840.113549.1.9.16.1.4";
const TSA_POLICY = "1.2.3.4.1";

// One config serves both CAs: `openssl ca` resolves `dir = .` against its working directory, and each
// issue runs in its own scratch directory with an empty database, so issues can run in parallel.
const CA_CONFIG = `[ca]
default_ca = test_ca

[test_ca]
dir = .
database = $dir/index.txt
new_certs_dir = $dir
serial = $dir/serial
default_md = sha256
policy = policy_any
unique_subject = no
copy_extensions = none
email_in_dn = no

[policy_any]
organizationName = optional
commonName = supplied

[root_ext]
basicConstraints = critical,CA:true
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash

[tsa_ext]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature
extendedKeyUsage = critical,timeStamping
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid

[server_ext]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

// The CAs' files are named apart from the TSA kinds (one of which is "other-root").
type CaName = "root-ca" | "other-root-ca";

interface Issued {
  name: string;
  ca: CaName;
  extensions: "tsa_ext" | "server_ext";
  /** Whose key (and request) the certificate is for: its own name unless given. */
  key?: string;
  notBefore: Date;
  notAfter: Date;
}

/** Runs openssl; on failure the error carries openssl's own message, which says what went wrong. */
async function openssl(args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run("openssl", args, { cwd, encoding: "utf8" });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    throw new Error(`openssl ${args.slice(0, 2).join(" ")} failed: ${stderr.trim() || String(error)}`);
  }
}

function caDate(date: Date): string {
  return `${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;
}

/** A fresh P-256 key and a request for `subject`, in one openssl run. */
async function newKey(dir: string, name: string, subject: string): Promise<void> {
  await openssl(
    [
      "req",
      "-new",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-keyout",
      `${name}.key`,
      "-out",
      `${name}.csr`,
      "-subj",
      subject,
    ],
    dir,
  );
}

/** `openssl ca`, since only it (in OpenSSL 3.0) can set both dates of a certificate. */
async function caSign(dir: string, name: string, csr: string, extra: string[], from: Date, to: Date) {
  const work = path.join(dir, "ca-work", name);
  await mkdir(work, { recursive: true });
  await writeFile(path.join(work, "index.txt"), "");
  await openssl(
    [
      "ca",
      "-config",
      path.join(dir, "ca.cnf"),
      "-batch",
      "-notext",
      "-rand_serial",
      "-preserveDN",
      "-in",
      path.join(dir, `${csr}.csr`),
      "-out",
      path.join(dir, `${name}.pem`),
      "-startdate",
      caDate(from),
      "-enddate",
      caDate(to),
      ...extra,
    ],
    work,
  );
}

async function makeRoot(dir: string, name: CaName, subject: string, now: Date) {
  await newKey(dir, name, subject);
  const extra = ["-selfsign", "-keyfile", path.join(dir, `${name}.key`), "-extensions", "root_ext"];
  // Valid since before the expired TSA's years, so a check at a time inside them finds the root valid.
  await caSign(dir, name, name, extra, new Date("2019-01-01"), new Date(now.getTime() + 20 * 365 * DAY_MS));
}

async function issue(dir: string, cert: Issued): Promise<void> {
  const ca = ["-cert", path.join(dir, `${cert.ca}.pem`), "-keyfile", path.join(dir, `${cert.ca}.key`)];
  const extra = [...ca, "-extensions", cert.extensions];
  await caSign(dir, cert.name, cert.key ?? cert.name, extra, cert.notBefore, cert.notAfter);
}

/** Makes both roots and every TSA certificate at once, so createTsa only writes a config. */
export async function createTestPki(): Promise<TestPki> {
  const dir = await mkdtemp(path.join(tmpdir(), "veritools-tsa-"));
  try {
    await writeFile(path.join(dir, "ca.cnf"), CA_CONFIG);
    const now = new Date();
    const notBefore = new Date(now.getTime() - DAY_MS);
    const notAfter = new Date(now.getTime() + 5 * 365 * DAY_MS);
    const org = "/O=VeriTools tests";
    const subjects: Record<TsaKind, string> = {
      good: `${org}/CN=Test TSA`,
      expired: `${org}/CN=Expired Test TSA`,
      "not-timestamping": `${org}/CN=Server Certificate TSA`,
      "other-root": `${org}/CN=Test TSA of another root`,
    };
    const certs: Issued[] = [
      { name: "good", ca: "root-ca", extensions: "tsa_ext", notBefore, notAfter },
      {
        name: "expired",
        ca: "root-ca",
        extensions: "tsa_ext",
        notBefore: new Date("2020-01-01"),
        notAfter: new Date("2021-01-01"),
      },
      { name: "not-timestamping", ca: "root-ca", extensions: "server_ext", notBefore, notAfter },
      // The same key and name as "not-timestamping" but allowed to stamp: `openssl ts -reply` refuses a
      // signer without the timeStamping purpose, so this twin writes the TSTInfo that is then signed anew.
      {
        name: "not-timestamping-twin",
        key: "not-timestamping",
        ca: "root-ca",
        extensions: "tsa_ext",
        notBefore,
        notAfter,
      },
      { name: "other-root", ca: "other-root-ca", extensions: "tsa_ext", notBefore, notAfter },
    ];
    // Keys and requests need no CA: only the issuing waits for the roots.
    await Promise.all([
      makeRoot(dir, "root-ca", `${org}/CN=Test Root CA`, now),
      makeRoot(dir, "other-root-ca", `${org}/CN=Another Test Root CA`, now),
      ...Object.entries(subjects).map(([name, subject]) => newKey(dir, name, subject)),
    ]);
    await Promise.all(certs.map((cert) => issue(dir, cert)));
    const rootPem = await readFile(path.join(dir, "root-ca.pem"), "utf8");
    const otherRootPem = await readFile(path.join(dir, "other-root-ca.pem"), "utf8");
    for (const kind of Object.keys(subjects)) {
      const cert = await readFile(path.join(dir, `${kind}.pem`), "utf8");
      const root = kind === "other-root" ? otherRootPem : rootPem;
      await writeFile(path.join(dir, `${kind}-chain.pem`), cert + root);
    }
    return { dir, rootPem, otherRootPem, close: () => rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

function tsaConfig(dir: string, signer: string, key: string, issuer: string): string {
  // `certs` puts the issuing root in the token next to the TSA certificate (sent when certReq is true),
  // as a real TSA sends its chain; the verifier under test must still not trust a root it is handed.
  return `[tsa]
default_tsa = tsa_config

[tsa_config]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = ${signer}.pem
signer_key = ${key}.key
signer_digest = sha256
certs = ${issuer}.pem
default_policy = ${TSA_POLICY}
digests = sha256, sha384, sha512
accuracy = secs:1
clock_precision_digits = 0
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;
}

export async function createTsa(pki: TestPki, kind: TsaKind): Promise<TestTsa> {
  const work = await mkdtemp(path.join(pki.dir, `tsa-${kind}-`));
  const cert = (name: string) => path.join(pki.dir, name);
  const issuer = cert(kind === "other-root" ? "other-root-ca" : "root-ca");
  const signer = cert(kind === "not-timestamping" ? "not-timestamping-twin" : kind);
  const config = path.join(work, "tsa.cnf");
  await writeFile(config, tsaConfig(work, signer, cert(kind), issuer));
  await writeFile(path.join(work, "serial"), "01\n");
  const tsaCertPem = await readFile(cert(`${kind}.pem`), "utf8");
  const chainPem = await readFile(cert(`${kind}-chain.pem`), "utf8");

  let count = 0;
  const file = (ext: string) => path.join(work, `${++count}.${ext}`);

  async function sign(query: string): Promise<string> {
    const response = file("tsr");
    await openssl(["ts", "-reply", "-config", config, "-queryfile", query, "-out", response], work);
    if (kind !== "not-timestamping") return response;
    // Re-sign the twin's TSTInfo as CMS with the serverAuth certificate; -cades adds the ESS
    // signingCertificateV2 that RFC 3161 requires, -token_in wraps the token back into a TimeStampResp.
    // A refused query (openssl answers a malformed one with a rejection) has no token to re-sign.
    const text = await openssl(["ts", "-reply", "-in", response, "-text"], work);
    if (!/^Status: Granted\./m.test(text)) return response;
    const twinToken = file("tok");
    await openssl(["ts", "-reply", "-in", response, "-token_out", "-out", twinToken], work);
    const tstInfo = file("der");
    await openssl(
      [
        "cms",
        "-verify",
        "-noverify",
        "-binary",
        // The token holds no certificate when the query did not ask for one.
        "-certfile",
        `${signer}.pem`,
        "-inform",
        "DER",
        "-in",
        twinToken,
        "-out",
        tstInfo,
      ],
      work,
    );
    const certReq = /^Certificate required: yes/m.test(
      await openssl(["ts", "-query", "-in", query, "-text"], work),
    );
    const token = file("tok");
    await openssl(
      [
        "cms",
        "-sign",
        "-binary",
        "-nodetach",
        "-cades",
        "-nosmimecap",
        "-md",
        "sha256",
        "-econtent_type",
        TSTINFO_OID,
        "-signer",
        cert("not-timestamping.pem"),
        "-inkey",
        cert("not-timestamping.key"),
        ...(certReq ? ["-certfile", `${issuer}.pem`] : ["-nocerts"]),
        "-in",
        tstInfo,
        "-outform",
        "DER",
        "-out",
        token,
      ],
      work,
    );
    const wrapped = file("tsr");
    await openssl(["ts", "-reply", "-token_in", "-in", token, "-out", wrapped], work);
    return wrapped;
  }

  // openssl reads and rewrites the serial file on each reply: one at a time keeps serials unique.
  let queue: Promise<unknown> = Promise.resolve();
  async function reply(queryDer: Uint8Array): Promise<Uint8Array> {
    const task = queue.then(async () => {
      const query = file("tsq");
      await writeFile(query, queryDer);
      return new Uint8Array(await readFile(await sign(query)));
    });
    queue = task.catch(() => undefined);
    return task;
  }

  async function stamp(sha256Hex: string): Promise<Uint8Array> {
    if (!/^[0-9a-fA-F]{64}$/.test(sha256Hex)) throw new Error("stamp() takes a SHA-256 as 64 hex digits.");
    const query = file("tsq");
    await openssl(["ts", "-query", "-digest", sha256Hex, "-sha256", "-cert", "-out", query], work);
    return reply(await readFile(query));
  }

  return { kind, chainPem, tsaCertPem, reply, stamp };
}

// TimeStampResp ::= SEQUENCE { status PKIStatusInfo ::= SEQUENCE { status INTEGER 2 (rejection) } }.
const REJECTION = Uint8Array.of(0x30, 0x05, 0x30, 0x03, 0x02, 0x01, 0x02);
const BODY_LIMIT = 64 * 1024;

/**
 * An HTTP server on 127.0.0.1 (port 0) speaking RFC 3161 over HTTP: POST with content-type
 * application/timestamp-query, answers 200 application/timestamp-reply with tsa.reply(body).
 * "refuse": HTTP 503. "rejection": 200 with a TimeStampResp of status rejection (2) and no token.
 * "timeout": reads the request and never answers (until close()). Anything but POST gets 405, another
 * content type 415, so a client sending the wrong request fails here as it would at a real TSA.
 * `requests` records each received POST body, so tests can assert only a hash was sent.
 */
export async function startTsaServer(
  tsa: TestTsa,
  mode: ServerMode = "answer",
  port = 0,
): Promise<TestTsaServer> {
  const requests: Uint8Array[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on("end", () => {
      void answer(req, res, Buffer.concat(chunks), size);
    });
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, size: number) {
    const plain = (status: number, text: string) => {
      res.writeHead(status, { "content-type": "text/plain" });
      res.end(text);
    };
    if (req.method !== "POST") return plain(405, "POST a TimeStampReq.");
    requests.push(new Uint8Array(body));
    if (size > BODY_LIMIT) return plain(413, "Too large for a TimeStampReq.");
    const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/timestamp-query")
      return plain(415, "Content-Type must be application/timestamp-query.");
    if (mode === "timeout") return;
    if (mode === "refuse") return plain(503, "Time-stamp service unavailable.");
    let der: Uint8Array;
    try {
      der = mode === "rejection" ? REJECTION : await tsa.reply(body);
    } catch (error) {
      return plain(500, String(error));
    }
    res.writeHead(200, { "content-type": "application/timestamp-reply", "content-length": der.length });
    res.end(der);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}/`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Drops the requests "timeout" holds open, and idle keep-alive connections, so close ends now.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// PDFs really signed by openssl (fixtures/signed-pdfs.ts), read as the inspector reads them: who signed,
// what the signature covers, what was saved after it, and whether the signed bytes changed.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFName } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { saveIncrement } from "../../fixtures/pdf-increment.ts";
import {
  brokenSignature,
  documentTimeStamp,
  SIGNED,
  signed,
  signedThenAppended,
  tampered,
} from "../../fixtures/signed-pdfs.ts";
import { MAX_SIGNATURES, readSignatures, type SignatureReport } from "./signatures.ts";

const run = promisify(execFile);
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
const asText = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** qpdf's verdict on a file: 0 clean, 2 errors, 3 warnings. */
async function qpdfCheck(bytes: Uint8Array): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), "veritools-qpdf-"));
  try {
    await writeFile(path.join(dir, "file.pdf"), bytes);
    await run("qpdf", ["--check", path.join(dir, "file.pdf")]);
    return 0;
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function only(bytes: Uint8Array): Promise<SignatureReport> {
  const reports = await readSignatures(bytes);
  expect(reports).toHaveLength(1);
  return reports[0] as SignatureReport;
}

let signedFile: Uint8Array;
let appendedFile: Uint8Array;
let tamperedFile: Uint8Array;
let timeStampFile: Uint8Array;
let madeAt: number;

beforeAll(async () => {
  madeAt = Date.now();
  [signedFile, appendedFile, tamperedFile, timeStampFile] = await Promise.all([
    signed(),
    signedThenAppended(),
    tampered(),
    documentTimeStamp(),
  ]);
}, 120_000);

describe("a signed PDF", () => {
  it("is a valid PDF, as are the fixtures made from it", async () => {
    for (const file of [signedFile, appendedFile, tamperedFile, timeStampFile]) {
      expect(await qpdfCheck(file)).toBe(0);
    }
  });

  it("names its signer as the certificate and the dictionary give it", async () => {
    const report = await only(signedFile);
    expect(report).toMatchObject({
      kind: "signature",
      filter: "Adobe.PPKLite",
      subFilter: "adbe.pkcs7.detached",
      dictionary: {
        name: SIGNED.signerName,
        claimedTimeText: SIGNED.claimedTime,
        claimedTime: SIGNED.claimedTimeIso,
        reason: SIGNED.reason,
        location: SIGNED.location,
        contactInfo: SIGNED.contactInfo,
      },
      problems: [],
    });
    const certificate = report.signer?.certificate;
    expect(certificate?.subject).toMatchObject({
      commonName: SIGNED.signerName,
      organization: SIGNED.signerOrganization,
      country: "FR",
      email: SIGNED.signerEmail,
    });
    expect(certificate?.issuer.commonName).toBe(SIGNED.caName);
    expect(certificate).toMatchObject({ selfSigned: false, keyAlgorithm: "RSA", keySize: 2048 });
    expect(certificate?.serialNumber).toMatch(/^[0-9a-f]+$/);
    expect(Date.parse(certificate?.notAfter ?? "")).toBeGreaterThan(Date.parse(certificate?.notBefore ?? ""));
    expect(report.signer?.otherCertificates.map((name) => name.commonName)).toEqual([SIGNED.caName]);
    expect(report.signer?.digestAlgorithm).toBe("SHA-256");
  });

  it("gives the time the signer's computer claims, and the authority's time stamp over the signature", async () => {
    const { signer } = await only(signedFile);
    expect(Math.abs(Date.parse(signer?.claimedSigningTime ?? "") - madeAt)).toBeLessThan(10 * 60_000);
    expect(signer?.signatureTimestamp).toMatchObject({
      authority: expect.stringContaining(SIGNED.tsaName),
      policy: "1.2.3.4.1",
      imprintAlgorithm: "SHA-256",
      imprint: "matches",
      signature: "valid",
    });
    expect(Math.abs(Date.parse(signer?.signatureTimestamp?.genTime ?? "") - madeAt)).toBeLessThan(
      10 * 60_000,
    );
  });

  it("covers the whole file but its /Contents, and holds", async () => {
    const { coverage, integrity } = await only(signedFile);
    expect(coverage).toMatchObject({
      startsAtZero: true,
      gapIsContents: true,
      dictionaryCovered: true,
      coversUpTo: signedFile.length,
      fileLength: signedFile.length,
      bytesAfter: 0,
      wholeFileAtSigning: true,
      laterEofMarkers: 0,
      onlyWhitespaceAfter: true,
    });
    const [a, b, c] = coverage.byteRange ?? [];
    expect(a).toBe(0);
    expect(asText(signedFile.subarray(b, c))).toMatch(/^<[0-9A-F]+>$/);
    expect(integrity).toEqual({
      digest: { status: "matches", algorithm: "SHA-256", reason: null },
      signature: { status: "valid", reason: null },
    });
  });
});

describe("a signed PDF saved again after signing", () => {
  it("still holds for what it covers, and says what came after", async () => {
    const report = await only(appendedFile);
    expect(report.integrity.digest.status).toBe("matches");
    expect(report.integrity.signature.status).toBe("valid");
    expect(report.coverage).toMatchObject({
      coversUpTo: signedFile.length,
      fileLength: appendedFile.length,
      wholeFileAtSigning: true,
      laterEofMarkers: 1,
      onlyWhitespaceAfter: false,
    });
    expect(report.coverage.bytesAfter).toBe(appendedFile.length - signedFile.length);
    expect(report.coverage.bytesAfter).toBeGreaterThan(0);
    // The change itself is after the range: the amount as changed is there, outside the signed bytes.
    expect(asText(appendedFile).lastIndexOf(SIGNED.changedAmount)).toBeGreaterThan(signedFile.length);
  });

  it("counts each later save", async () => {
    const twice = await saveIncrement(appendedFile, (document) => {
      document.getPage(0).node.set(PDFName.of("Rotate"), document.context.obj(90));
    });
    const { coverage } = await only(twice);
    expect(coverage.laterEofMarkers).toBe(2);
    expect(coverage.coversUpTo).toBe(signedFile.length);
  });
});

describe("a signed PDF changed inside the signed range", () => {
  it("does not match its digest, while the signature over the attributes still holds", async () => {
    const report = await only(tamperedFile);
    expect(report.coverage).toMatchObject({ bytesAfter: 0, wholeFileAtSigning: true, gapIsContents: true });
    expect(report.integrity.digest).toEqual({ status: "does-not-match", algorithm: "SHA-256", reason: null });
    expect(report.integrity.signature.status).toBe("valid");
    expect(report.signer?.certificate?.subject.commonName).toBe(SIGNED.signerName);
  });

  it("reads a forged signed attribute as an invalid signature over bytes that match", async () => {
    // The signingTime attribute's value (UTCTime, 13 ASCII digits) in /Contents' hex: one digit changed.
    const text = asText(signedFile);
    const oid = "06092A864886F70D010905";
    const digit = text.indexOf(oid) + oid.length + "310F170D".length + 2 * 11;
    expect(text.slice(digit - 8 - 22, digit - 22)).toBe("310F170D");
    const forged = signedFile.slice();
    forged.set(latin1(text.slice(digit, digit + 2) === "30" ? "31" : "30"), digit);
    const report = await only(forged);
    expect(report.integrity.digest.status).toBe("matches");
    expect(report.integrity.signature).toEqual({ status: "invalid", reason: null });
  });
});

describe("a document time stamp", () => {
  it("gives the authority's time over the file, and holds", async () => {
    const report = await only(timeStampFile);
    expect(report).toMatchObject({
      kind: "document-timestamp",
      subFilter: "ETSI.RFC3161",
      coverage: { bytesAfter: 0, wholeFileAtSigning: true, gapIsContents: true },
      integrity: {
        digest: { status: "matches", algorithm: "SHA-256" },
        signature: { status: "valid" },
      },
      timestamp: { policy: "1.2.3.4.1", imprint: "matches", signature: "valid" },
      problems: [],
    });
    expect(report.timestamp?.authority).toContain(SIGNED.tsaName);
    expect(Math.abs(Date.parse(report.timestamp?.genTime ?? "") - madeAt)).toBeLessThan(10 * 60_000);
    expect(report.signer?.certificate?.subject.commonName).toBe(SIGNED.tsaName);
  });

  it("does not match once a byte it covers changed", async () => {
    const changed = timeStampFile.slice();
    const at = asText(changed).indexOf(SIGNED.amount);
    changed.set(latin1("9"), at + "Montant : ".length);
    const report = await only(changed);
    expect(report.integrity.digest.status).toBe("does-not-match");
    expect(report.timestamp?.imprint).toBe("does-not-match");
  });
});

describe("a broken signature", () => {
  it("whose /Contents is hex but no CMS", async () => {
    const file = await brokenSignature("not-cms");
    expect(await qpdfCheck(file)).toBe(0);
    const report = await only(file);
    expect(report.problems).toEqual(["cms-unreadable"]);
    expect(report.integrity.digest).toMatchObject({ status: "could-not-check", reason: "cms-unreadable" });
    expect(report.signer).toBeNull();
    // What the dictionary claims is still told.
    expect(report.dictionary.name).toBe(SIGNED.signerName);
    expect(report.coverage.gapIsContents).toBe(true);
  });

  it("whose /Contents is not hex", async () => {
    const report = await only(await brokenSignature("not-hex"));
    expect(report.problems).toContain("contents-not-hex");
    expect(report.integrity.signature).toEqual({ status: "could-not-check", reason: "contents-not-hex" });
  });

  it("whose byte range runs past the file", async () => {
    const report = await only(await brokenSignature("range-past-end"));
    expect(report.problems).toContain("byte-range-outside-file");
    expect(report.coverage).toMatchObject({ byteRange: [0, 100, 2000, 99999999], bytesAfter: null });
    expect(report.integrity.digest).toMatchObject({
      status: "could-not-check",
      reason: "byte-range-outside-file",
    });
    expect(report.signer?.certificate?.subject.commonName).toBe(SIGNED.signerName);
  });

  it("whose field was prepared but never signed", async () => {
    const unsigned = signedFile.slice();
    const { byteRange } = await only(signedFile).then((report) => report.coverage);
    const [, b = 0, c = 0] = byteRange ?? [];
    unsigned.fill(0x30, b + 1, c - 1);
    expect((await only(unsigned)).problems).toEqual(["contents-empty"]);
  });
});

describe("hostile input", () => {
  const pdf = (body: string) => latin1(`%PDF-1.7\n${body}\n%%EOF\n`);

  it("finds nothing in a file without signatures, or in garbage", async () => {
    expect(await readSignatures(new Uint8Array())).toEqual([]);
    expect(await readSignatures(pdf("1 0 obj << /Type /Catalog >> endobj"))).toEqual([]);
    const noise = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7919) % 251);
    expect(await readSignatures(noise)).toEqual([]);
  });

  it("reports dictionaries it cannot read instead of throwing", async () => {
    for (const body of [
      "/ByteRange",
      "<< /ByteRange [0 1",
      "<< /ByteRange [0 1 2 3] /Contents <00",
      `<< /ByteRange ${"[".repeat(5000)} >>`,
      `<< /ByteRange [0 1 2 3] /Contents (${"(".repeat(3000)}) >>`,
      `<< /ByteRange [0 1 2 3] /X ${"a".repeat(100_000)} >>`,
    ]) {
      const [report] = await readSignatures(pdf(body));
      expect(report?.problems).toContain("dictionary-unreadable");
    }
  });

  it("reads a dictionary with junk values as problems", async () => {
    const [report] = await readSignatures(
      pdf("<< /ByteRange [0 -5 x 3] /Contents <ZZ> /SubFilter /adbe.x509.rsa_sha1 /M (D:garbage) >>"),
    );
    expect(report?.problems).toEqual(["byte-range-missing", "contents-not-hex", "sub-filter-not-cms"]);
    expect(report?.dictionary.claimedTime).toBeNull();
  });

  it("reads at most MAX_SIGNATURES dictionaries and says so", async () => {
    const many = pdf("<< /ByteRange [0 1 2 3] /Contents <3003020100> >>\n".repeat(MAX_SIGNATURES + 20));
    const reports = await readSignatures(many);
    expect(reports).toHaveLength(MAX_SIGNATURES);
    expect(reports.at(-1)?.problems).toContain("too-many-signatures");
    expect(reports[0]?.problems).toContain("cms-unreadable");
  });

  it("never throws on a signed file cut short or with its signature's bytes changed", async () => {
    for (let cut = 0; cut < signedFile.length; cut += 997) {
      await expect(readSignatures(signedFile.subarray(0, cut))).resolves.toBeInstanceOf(Array);
    }
    const [, b = 0, c = 0] = (await only(signedFile)).coverage.byteRange ?? [];
    // Each run changes one hex digit somewhere in the CMS (a fixed stride, so every run is the same):
    // certificates, attributes, the time stamp or the padding, each read or reported, never a throw.
    for (let step = 0; step < 60; step++) {
      const changed = signedFile.slice();
      const at = b + 1 + ((step * 2_654_435) % Math.min(c - b - 2, 6000));
      changed[at] = changed[at] === 0x46 ? 0x30 : 0x46;
      const [report] = await readSignatures(changed);
      expect(report?.coverage.gapIsContents).toBe(true);
    }
  });

  it("refuses a /Contents over the size it reads", async () => {
    const huge = pdf(`<< /ByteRange [0 1 2 3] /Contents <${"0".repeat(1024 * 1024 + 2)}> >>`);
    const [report] = await readSignatures(huge);
    expect(report?.problems).toContain("contents-too-large");
  });
});

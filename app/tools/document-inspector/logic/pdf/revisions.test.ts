import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, describe, expect, it } from "vitest";
import {
  garbageAfterHeader,
  linearizedFile,
  manyRevisions,
  prevLoop,
  qpdf,
  threeRevisions,
  truncatedFile,
  twoRevisions,
  withAttachmentAndJavaScript,
  xrefPastEnd,
  xrefStreamFile,
} from "../../fixtures/make-pdfs.ts";
import { saveIncrement } from "../../fixtures/pdf-increment.ts";
import { InflateError, inflate } from "./inflate.ts";
import {
  NotAPdfError,
  type ObjectLocation,
  type RevisionsReport,
  readRevisions,
  revisionBytes,
} from "./revisions.ts";

const folder = mkdtempSync(join(tmpdir(), "revisions-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
function onDisk(bytes: Uint8Array): string {
  const path = join(folder, `${files++}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

/** qpdf --check: exit 0 (fine) or 3 (warnings only) is a file qpdf reads without error. */
function qpdfCheck(bytes: Uint8Array): { status: number | null; output: string } {
  const run = spawnSync("qpdf", ["--check", onDisk(bytes)], { encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** Every object's location as qpdf resolves it (`qpdf --show-xref`): the independent check. */
function qpdfXref(bytes: Uint8Array): Map<string, ObjectLocation> {
  const out = execFileSync("qpdf", ["--show-xref", onDisk(bytes)], { encoding: "utf8" });
  const table = new Map<string, ObjectLocation>();
  for (const line of out.split("\n")) {
    const [ref, rest] = line.split(": ");
    if (!ref || !rest) continue;
    const numbers = rest
      .split(/[^0-9]+/)
      .filter(Boolean)
      .map(Number);
    if (rest.startsWith("uncompressed")) table.set(ref, { offset: numbers[0] ?? -1 });
    else if (rest.startsWith("compressed"))
      table.set(ref, { stream: numbers[0] ?? -1, index: numbers[1] ?? -1 });
  }
  return table;
}

/** The location of each object as of the last revision, folded from the report. */
function latestLocations(report: RevisionsReport): Map<string, ObjectLocation> {
  const byNumber = new Map<number, [string, ObjectLocation]>();
  for (const revision of report.revisions) {
    for (const object of revision.objects) {
      if (object.change === "freed") byNumber.delete(object.num);
      else if (object.location) byNumber.set(object.num, [`${object.num}/${object.gen}`, object.location]);
    }
  }
  return new Map(byNumber.values());
}

async function pageText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({
    data: bytes.slice(),
    standardFontDataUrl: `${join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts")}/`,
  });
  const document = await loading.promise;
  const content = await (await document.getPage(1)).getTextContent();
  await loading.destroy();
  return content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
}

describe("readRevisions on files saved on top of themselves", () => {
  it("finds the memo's two saves: the figure's content stream and the author replaced", async () => {
    const file = await twoRevisions();
    const report = readRevisions(file);
    expect(report.problems).toEqual([]);
    expect(report.revisions.map((r) => r.index)).toEqual([1, 2]);
    const [first, second] = report.revisions;
    if (!first || !second) throw new Error("two revisions expected");
    expect(first.start).toBe(0);
    expect(second.start).toBe(first.end);
    expect(second.end).toBe(file.length);
    expect(new TextDecoder().decode(file.subarray(first.end - 6, first.end))).toBe("%%EOF\n");
    expect(first.xref.kind).toBe("table");
    expect(report.eofMarkers).toEqual([first.end, second.end]);

    expect(first.info?.Author).toBe("Marie Dupont");
    expect(second.info?.Author).toBe("Nguyễn Văn An");
    expect(second.info?.ModDate).toBe("D:20260220173000Z");
    expect(second.summary.infoChanged).toBe(true);
    expect(second.summary.counts).toEqual({
      info: { added: 0, replaced: 1 },
      "content-stream": { added: 0, replaced: 1 },
    });
    const content = second.objects.find((object) => object.kind === "content-stream");
    expect(content).toMatchObject({ change: "replaced", replaces: 1 });
    expect(first.objects.find((object) => object.num === content?.num)?.kind).toBe("content-stream");
    expect(first.trailer.id?.[0]).toBe(second.trailer.id?.[0]);
    expect(second.idChange).toBe("first-kept");
    expect(second.trailer.encrypted).toBe(false);

    // What a reader showed before the second save, and after it.
    const before = revisionBytes(file, first);
    expect(before.length).toBe(first.end);
    expect(await pageText(before)).toContain("1 200 000 EUR");
    expect(await pageText(file)).toContain("900 000 EUR");
    expect(await pageText(file)).not.toContain("1 200 000");
    expect(qpdfCheck(before).status).toBe(0);
  });

  it("lists an attachment, two JavaScripts and an external link as new in the second save", async () => {
    const report = readRevisions(await withAttachmentAndJavaScript());
    expect(report.problems).toEqual([]);
    const second = report.revisions[1];
    expect(second?.summary.counts).toMatchObject({
      javascript: { added: 2, replaced: 0 },
      "embedded-file": { added: 1, replaced: 0 },
      "file-spec": { added: 1, replaced: 0 },
      annotation: { added: 1, replaced: 0 },
      catalog: { added: 0, replaced: 1 },
      page: { added: 0, replaced: 1 },
    });
    expect(second?.objects.find((object) => object.kind === "annotation")?.subtype).toBe("Link");
    expect(second?.summary.infoChanged).toBe(false);
  });

  it("reads cross-reference streams and objects inside object streams", async () => {
    const file = await xrefStreamFile();
    const report = readRevisions(file);
    expect(report.problems).toEqual([]);
    const [first, second] = report.revisions;
    expect(first?.xref.kind).toBe("stream");
    expect(second?.xref.kind).toBe("stream");
    const catalog = first?.objects.find((object) => object.kind === "catalog");
    expect(catalog?.location).toHaveProperty("stream");
    expect(first?.objects.find((object) => object.kind === "page")?.location).toHaveProperty("stream");
    expect(second?.info?.Title).toBe("Memo (revised)");
    expect(second?.objects.find((object) => object.kind === "annotation")).toMatchObject({
      change: "new",
      subtype: "Text",
    });
    expect(second?.summary.counts["xref-stream"]).toEqual({ added: 1, replaced: 0 });
  });

  it("counts a linearized file's two cross-reference sections as one save, and an update on it as a second", async () => {
    const file = await linearizedFile();
    const report = readRevisions(file);
    expect(report.problems).toEqual([]);
    expect(report.linearized).toBe(true);
    expect(report.eofMarkers).toHaveLength(2);
    expect(report.revisions).toHaveLength(1);
    expect(report.revisions[0]).toMatchObject({ linearized: true, start: 0, end: file.length });
    expect(report.revisions[0]?.otherXref.map((x) => x.role)).toEqual(["linearized-main"]);
    expect(report.revisions[0]?.summary.counts.page?.added).toBe(3);

    const updated = await saveIncrement(file, (document) => document.setTitle("After linearization"));
    const again = readRevisions(updated);
    expect(again.problems).toEqual([]);
    expect(again.revisions.map((r) => [r.linearized, r.chained])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(again.revisions[1]?.info?.Title).toBe("After linearization");
    expect(qpdfCheck(updated).status).toBe(0);
  });

  it("reads three saves of a many-page file with images", async () => {
    const file = await threeRevisions(30, 3);
    const report = readRevisions(file);
    expect(report.problems).toEqual([]);
    expect(report.revisions.map((r) => r.summary.counts.page)).toEqual([
      { added: 30, replaced: 0 },
      { added: 10, replaced: 0 },
      { added: 0, replaced: 1 },
    ]);
    expect(report.revisions[0]?.summary.counts.image?.added).toBe(30);
    expect(report.revisions[1]?.summary.counts.pages).toEqual({ added: 0, replaced: 1 });
    expect(report.revisions[2]?.summary.counts.annotation).toEqual({ added: 1, replaced: 0 });
    expect(report.revisions[2]?.info?.Author).toBe("Bench, corrected");
  });

  it("is fast on 300 pages and 50 MB in three saves", async () => {
    const file = await threeRevisions(300, 50);
    expect(file.length).toBeGreaterThan(50 * 1024 * 1024);
    const started = performance.now();
    const report = readRevisions(file);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(report.revisions).toHaveLength(3);
    expect(report.revisions[0]?.summary.counts.page?.added).toBe(300);
  }, 120_000);
});

describe("against qpdf", () => {
  const fixtures = { twoRevisions, xrefStreamFile, linearizedFile, withAttachmentAndJavaScript };
  for (const [name, make] of Object.entries(fixtures)) {
    it(`${name}: qpdf --check passes and every object is where qpdf --show-xref finds it`, async () => {
      const file = await make();
      const check = qpdfCheck(file);
      expect(check.status, check.output).toBe(0);
      expect(latestLocations(readRevisions(file))).toEqual(qpdfXref(file));
    });
  }
});

describe("hostile files give problems, not exceptions", () => {
  it("refuses what is not a PDF", () => {
    expect(() => readRevisions(new TextEncoder().encode("hello, not a pdf"))).toThrow(NotAPdfError);
  });

  it("stops on a /Prev loop and still finds the first save through its %%EOF", async () => {
    const report = readRevisions(await prevLoop());
    expect(report.problems.map((p) => p.kind)).toEqual(["prev-loop", "unchained-revision"]);
    expect(report.revisions.map((r) => r.chained)).toEqual([false, true, true]);
    expect(report.revisions[2]?.info?.Title).toBe("Third");
  });

  it("keeps the complete save of a truncated file and counts the bytes after it", async () => {
    const file = await truncatedFile();
    const report = readRevisions(file);
    expect(report.revisions).toHaveLength(1);
    expect(report.trailingBytes).toBe(file.length - (report.revisions[0]?.end ?? 0));
    expect(report.problems.map((p) => p.kind)).toEqual(["trailing-data"]);
  });

  it("reads nothing from noise after a PDF header", () => {
    const report = readRevisions(garbageAfterHeader());
    expect(report.revisions).toEqual([]);
    expect(report.problems.length).toBeGreaterThan(0);
  });

  it("reports a startxref past the end, and recovers the save that still ends in %%EOF", async () => {
    const report = readRevisions(await xrefPastEnd());
    expect(report.problems.map((p) => p.kind)).toContain("xref-offset-outside");
    expect(report.problems.map((p) => p.kind)).toContain("unchained-revision");
    expect(report.revisions).toHaveLength(1);
    expect(report.revisions[0]?.info?.Author).toBe("Marie Dupont");
  });

  it("caps thousands of saves", async () => {
    const file = await manyRevisions(1500);
    const started = performance.now();
    const report = readRevisions(file);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(report.revisions).toHaveLength(1000);
    expect(report.problems.map((p) => p.kind)).toContain("too-many-revisions");
    expect(report.revisions.at(-1)?.info?.Title).toBe("Save 1500");
  });

  it("flags an absurd /Size and a broken cross-reference table", async () => {
    const text = new TextDecoder("latin1").decode(await twoRevisions());
    const sized =
      text.slice(0, text.lastIndexOf("/Size 7")) +
      "/Size 99999999999" +
      text.slice(text.lastIndexOf("/Size 7") + 7);
    expect(readRevisions(latin1(sized)).problems.map((p) => p.kind)).toEqual(["size-absurd"]);
    const xrefAt = text.lastIndexOf("\nxref\n") + 1;
    const broken = `${text.slice(0, xrefAt + 5)}zz${text.slice(xrefAt + 7)}`;
    const report = readRevisions(latin1(broken));
    expect(report.problems.map((p) => p.kind)).toContain("xref-broken");
  });

  it("reads an encrypted file's trailer without reading its strings", async () => {
    const file = new Uint8Array(qpdf(await twoRevisions(), ["--encrypt", "user", "owner", "256", "--"]));
    const report = readRevisions(file);
    expect(report.revisions.at(-1)?.trailer.encrypted).toBe(true);
    expect(report.revisions.at(-1)?.info).toBeUndefined();
  });
});

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("inflate", () => {
  it("inflates what zlib deflates, at every level, and stops at the cap", () => {
    const data = new Uint8Array(200_000);
    for (let i = 0; i < data.length; i++) data[i] = ((i * 7 + (i >> 5)) % 251) ^ (i % 13 === 0 ? 255 : 0);
    for (const level of [0, 1, 6, 9]) {
      expect(inflate(deflateSync(data, { level }), 1 << 20)).toEqual(data);
    }
    expect(() => inflate(deflateSync(data), 1000)).toThrow(InflateError);
    expect(() => inflate(Uint8Array.of(0x78, 0x9c, 0xff, 0xff, 0xff), 1000)).toThrow(InflateError);
  });
});

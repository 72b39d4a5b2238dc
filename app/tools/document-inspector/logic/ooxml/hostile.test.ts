// Files made to hurt the reader: a part that inflates past the cap (honestly or lying about its size),
// malformed and too deeply nested XML, an entity bomb, more items than a list keeps, a ZIP claiming
// more entries than the reader lists. Each must end in a report or a failure, quickly.
import { describe, expect, it } from "vitest";
import {
  DECLARATION,
  docxWithBody,
  ins,
  MARIE,
  REL,
  relsXml,
  run,
  W_ROOT,
} from "../../fixtures/make-office.ts";
import { MAX_DEPTH, MAX_ITEMS, MAX_PART_BYTES } from "./limits.ts";
import { type OfficeReading, type OfficeReport, readOffice } from "./read-office.ts";

function report(reading: OfficeReading): OfficeReport {
  if (!reading.ok) throw new Error(`not read: ${reading.reason}`);
  return reading;
}

const firstChange = `<w:p>${run("Before. ")}${ins(1, MARIE, "2024-01-01T00:00:00Z", "kept")}</w:p>`;

/** Where the ZIP's end-of-central-directory record starts. */
function endRecordAt(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let at = bytes.length - 22; at >= 0; at--) if (view.getUint32(at, true) === 0x06054b50) return at;
  throw new Error("no end record");
}

/** Sets the uncompressed size of the entry `name`, in its local header and its central directory entry. */
function lieAboutSize(bytes: Uint8Array, name: string, size: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const wanted = new TextEncoder().encode(name);
  const matches = (at: number) => wanted.every((byte, index) => bytes[at + index] === byte);
  for (let at = 0; at + 46 < bytes.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === wanted.length && matches(at + 30)) {
      view.setUint32(at + 22, size, true);
    } else if (
      signature === 0x02014b50 &&
      view.getUint16(at + 28, true) === wanted.length &&
      matches(at + 46)
    ) {
      view.setUint32(at + 24, size, true);
    }
  }
}

describe("hostile Office files", () => {
  it("gives up a part that inflates past the cap, and still reads the rest", async () => {
    const body = `${firstChange}${"<w:p/>".repeat(Math.ceil(MAX_PART_BYTES / 6) + 10)}`;
    const file = await docxWithBody(body, {
      "docProps/core.xml": `${DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${MARIE}</dc:creator></cp:coreProperties>`,
    });
    expect(file.size).toBeLessThan(2_000_000);
    const read = report(await readOffice(file));
    expect(read.problems.items).toEqual([{ kind: "part-too-large", path: "word/document.xml" }]);
    expect(read.properties.core?.creator).toBe(MARIE);
  }, 60_000);

  it("stops a part that hides its size (a ZIP bomb's lying header) at what it declared", async () => {
    const body = `${firstChange}${"<w:p/>".repeat(200_000)}`;
    const bytes = new Uint8Array(await (await docxWithBody(body)).arrayBuffer());
    lieAboutSize(bytes, "word/document.xml", 1000);
    const read = report(await readOffice(new Blob([bytes])));
    expect(read.problems.items).toEqual([{ kind: "part-too-large", path: "word/document.xml" }]);
  });

  it("keeps what came before malformed XML, and says the part is malformed", async () => {
    const file = await docxWithBody(`${firstChange}<w:p><w:r><w:t>unclosed</w:r></w:p>`);
    const read = report(await readOffice(file));
    expect(read.problems.items).toEqual([{ kind: "xml-malformed", path: "word/document.xml" }]);
    expect(read.word?.changes.items.map((change) => change.text)).toEqual(["kept"]);
  });

  it("abandons XML nested deeper than the reader follows", async () => {
    const depth = MAX_DEPTH + 10;
    const nested = `${"<w:sdt><w:sdtContent>".repeat(depth)}${"</w:sdtContent></w:sdt>".repeat(depth)}`;
    const read = report(await readOffice(await docxWithBody(`${firstChange}${nested}`)));
    expect(read.problems.items).toEqual([{ kind: "xml-too-deep", path: "word/document.xml" }]);
    expect(read.word?.counts.insertion).toBe(1);
  });

  it("does not expand entities declared in a DOCTYPE (billion laughs)", async () => {
    const entities = Array.from(
      { length: 10 },
      (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index};`.repeat(10)}">`,
    ).join("");
    const bomb = `${DECLARATION}<!DOCTYPE w:document [<!ENTITY lol0 "lol">${entities}]><w:document ${W_ROOT}><w:body><w:p><w:r><w:t>&lol10;</w:t></w:r></w:p></w:body></w:document>`;
    const file = await docxWithBody("", { "word/document.xml": bomb });
    const started = performance.now();
    const read = report(await readOffice(file));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(read.problems.items).toEqual([{ kind: "xml-malformed", path: "word/document.xml" }]);
  });

  it("keeps at most MAX_ITEMS of a list and counts the others", async () => {
    const extra = 25;
    const changes = Array.from({ length: MAX_ITEMS + extra }, (_, index) =>
      ins(index, MARIE, "2024-01-01T00:00:00Z", `c${index}`),
    ).join("");
    const comments = Array.from(
      { length: MAX_ITEMS + extra },
      (_, index) => `<w:comment w:id="${index}" w:author="A${index}"><w:p>${run("x")}</w:p></w:comment>`,
    ).join("");
    const file = await docxWithBody(`<w:p>${changes}</w:p>`, {
      "word/_rels/document.xml.rels": relsXml([{ id: "rId1", type: REL.comments, target: "comments.xml" }]),
      "word/comments.xml": `${DECLARATION}<w:comments ${W_ROOT}>${comments}</w:comments>`,
    });
    const read = report(await readOffice(file));
    expect(read.word?.changes.items).toHaveLength(MAX_ITEMS);
    expect(read.word?.changes.omitted).toBe(extra);
    expect(read.word?.counts.insertion).toBe(MAX_ITEMS + extra);
    expect([read.comments.items.length, read.comments.omitted]).toEqual([MAX_ITEMS, extra]);
    // A name per comment kept, then Marie's changes: the list of names is cut too.
    expect(read.authors.items).toHaveLength(MAX_ITEMS);
    expect(read.authors.omitted).toBe(1);
  });

  it("refuses a ZIP claiming more entries than the reader lists, before listing them", async () => {
    const bytes = new Uint8Array(await (await docxWithBody(firstChange)).arrayBuffer());
    const view = new DataView(bytes.buffer);
    const end = endRecordAt(bytes);
    view.setUint16(end + 8, 60_000, true);
    view.setUint16(end + 10, 60_000, true);
    expect(await readOffice(new Blob([bytes]))).toEqual({ ok: false, reason: "too-many-parts", path: null });
    // 0xFFFF says "see the ZIP64 record"; without one, the count is taken as it stands.
    view.setUint16(end + 10, 0xffff, true);
    expect(await readOffice(new Blob([bytes]))).toMatchObject({ reason: "too-many-parts" });
  });

  it("refuses a ZIP with an entry whose name would land outside its folder", async () => {
    const bytes = new Uint8Array(await (await docxWithBody(firstChange)).arrayBuffer());
    // "_rels/.rels" becomes "../ls/.rels": same length, so every offset still holds.
    const name = new TextEncoder().encode("_rels/.rels");
    const unsafe = new TextEncoder().encode("../ls/.rels");
    for (let at = 0; at + name.length <= bytes.length; at++) {
      if (name.every((byte, index) => bytes[at + index] === byte)) bytes.set(unsafe, at);
    }
    expect(await readOffice(new Blob([bytes]))).toEqual({
      ok: false,
      reason: "unsafe-zip",
      path: "../ls/.rels",
    });
  });
});

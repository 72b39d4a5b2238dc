import { beforeAll, describe, expect, it } from "vitest";
import {
  AN,
  brokenFiles,
  LINK,
  largeDocx,
  MARIE,
  sampleDocx,
  samplePptx,
  sampleXlsx,
  TEMPLATE_PATH,
  tinyPng,
} from "../../fixtures/make-office.ts";
import { type OfficeReading, type OfficeReport, officePartBytes, readOffice } from "./read-office.ts";

function report(reading: OfficeReading): OfficeReport {
  if (!reading.ok) throw new Error(`not read: ${reading.reason}`);
  return reading;
}

describe("readOffice on a DOCX", () => {
  let docx: OfficeReport;
  beforeAll(async () => {
    docx = report(await readOffice(await sampleDocx()));
  });

  it("names the kind and main part, and crosses a postMessage unchanged", () => {
    expect([docx.kind, docx.mainPart, docx.macros]).toEqual(["docx", "word/document.xml", false]);
    expect(structuredClone(docx)).toEqual(docx);
    expect(JSON.parse(JSON.stringify(docx))).toEqual(docx);
  });

  it("reads the core, app and custom properties", () => {
    expect(docx.properties.core).toMatchObject({
      title: "Budget 2023",
      creator: MARIE,
      lastModifiedBy: AN,
      revision: "7",
      created: "2024-02-28T09:00:00Z",
      modified: "2024-03-02T12:01:00Z",
      lastPrinted: "2024-03-01T08:00:00Z",
      keywords: "budget; draft",
      subject: null,
    });
    expect(docx.properties.app).toMatchObject({
      application: "Microsoft Office Word",
      company: "Ministry of Finance",
      template: "Press release.dotm",
      totalTime: 95,
      words: 64,
      slides: null,
    });
    expect(docx.properties.custom.items).toEqual([
      { name: "Classification", value: "Internal", type: "lpwstr" },
      { name: "Reviewer", value: "P. Leroy", type: "lpwstr" },
    ]);
  });

  it("reads the comments with their authors, dates and the text they are anchored to", () => {
    expect(docx.comments.items).toEqual([
      {
        source: "word",
        part: "word/comments.xml",
        author: MARIE,
        initials: "MD",
        date: "2024-03-01T10:02:00Z",
        text: "Which memo? Check with the ministry.\nSecond paragraph.",
        anchor: "according to an internal memo",
        reply: false,
      },
      expect.objectContaining({ author: AN, initials: "NVA", text: "Confirmed by phone.", anchor: null }),
    ]);
  });

  it("lists the tracked changes in document order, with their text and context, headers included", () => {
    const word = docx.word;
    expect(word?.trackRevisions).toBe(true);
    const changes = word?.changes.items.map(({ kind, scope, author, text, before, after, part }) => ({
      kind,
      scope,
      author,
      text,
      before,
      after,
      part,
    }));
    const body = "word/document.xml";
    expect(changes).toEqual([
      {
        kind: "deletion",
        scope: "text",
        author: MARIE,
        text: "fell",
        before: "The minister said the budget ",
        after: "rose by 4% in 2023.",
        part: body,
      },
      {
        kind: "insertion",
        scope: "text",
        author: AN,
        text: "rose",
        before: "The minister said the budget ",
        after: " by 4% in 2023.",
        part: body,
      },
      expect.objectContaining({ kind: "insertion", scope: "paragraph-mark", author: AN, text: "" }),
      {
        kind: "formatting",
        scope: "text",
        author: MARIE,
        text: "unemployment doubled",
        before: "Key point: ",
        after: " since 2020.",
        part: body,
      },
      expect.objectContaining({ kind: "move-from", text: "Moved sentence.", after: " Staying text." }),
      expect.objectContaining({ kind: "move-to", text: "Moved sentence.", before: "Earlier text. " }),
      expect.objectContaining({ kind: "insertion", text: "v2", before: "Draft ", part: "word/header1.xml" }),
    ]);
    expect(word?.changes.items[0]?.date).toBe("2024-03-01T10:00:00Z");
    expect(word?.counts).toEqual({ insertion: 3, deletion: 1, "move-from": 1, "move-to": 1, formatting: 1 });
  });

  it("quotes the hidden text, and reads the template and document variables from the settings", () => {
    expect(docx.word?.hiddenText.items).toEqual([
      { part: "word/document.xml", text: "Do not publish: source is the deputy minister." },
    ]);
    expect(docx.word?.attachedTemplate).toBe(TEMPLATE_PATH);
    expect(docx.word?.variables.items).toEqual([{ name: "SourceName", value: "J. Martin (do not name)" }]);
  });

  it("lists the embedded picture and the external links with their source part", () => {
    expect(docx.media.items).toEqual([
      { path: "word/media/image1.png", size: tinyPng().length, contentType: "image/png", kind: "media" },
    ]);
    expect(docx.externalLinks.items).toEqual([
      { source: "word/document.xml", type: "hyperlink", target: LINK },
      { source: "word/settings.xml", type: "attachedTemplate", target: TEMPLATE_PATH },
    ]);
  });

  it("gathers every name once, with where it appears and the account Word tied to it", () => {
    const byName = Object.fromEntries(docx.authors.items.map((entry) => [entry.name, entry]));
    expect(byName[MARIE]?.roles).toEqual([
      { role: "creator", count: 1 },
      { role: "comment", count: 1 },
      { role: "tracked-change", count: 4 },
      { role: "person", count: 1 },
    ]);
    expect(byName[MARIE]?.accounts).toEqual(["S::marie.dupont@example.org::8f1c"]);
    expect(byName[AN]?.roles).toEqual([
      { role: "last-modified-by", count: 1 },
      { role: "comment", count: 1 },
      { role: "tracked-change", count: 3 },
    ]);
    expect(docx.problems).toEqual({ items: [], omitted: 0 });
  });
});

describe("readOffice on an XLSX", () => {
  let xlsx: OfficeReport;
  beforeAll(async () => {
    xlsx = report(await readOffice(await sampleXlsx()));
  });

  it("lists the sheets with their visibility, hidden rows and columns", () => {
    expect(xlsx.kind).toBe("xlsx");
    expect(xlsx.workbook?.sheets.items).toEqual([
      {
        name: "Données",
        state: "visible",
        part: "xl/worksheets/sheet1.xml",
        hiddenRows: { count: 2, first: ["3", "4"] },
        hiddenColumns: { count: 2, first: ["C:D"] },
        rowsHiddenByDefault: false,
      },
      expect.objectContaining({ name: "Brouillon", state: "hidden", part: "xl/worksheets/sheet2.xml" }),
      expect.objectContaining({
        name: "Sources",
        state: "veryHidden",
        part: "xl/worksheets/sheet3.xml",
        hiddenRows: { count: 1, first: ["2"] },
        rowsHiddenByDefault: true,
      }),
    ]);
    expect(xlsx.workbook?.definedNames.items).toEqual([
      { name: "_xlnm._FilterDatabase", value: "Données!$A$1:$C$9", sheet: "Données", hidden: true },
      { name: "Salaires", value: "Sources!$B$2:$B$40", sheet: null, hidden: false },
    ]);
  });

  it("reads threaded comments with their people, and legacy comments without Excel's copies", () => {
    expect(xlsx.comments.items).toEqual([
      {
        source: "threaded",
        part: "xl/threadedComments/threadedComment1.xml",
        author: MARIE,
        initials: null,
        date: "2024-03-05T09:15:00.00",
        text: "Is this the final total?",
        anchor: "Données!A1",
        reply: false,
      },
      expect.objectContaining({ source: "threaded", author: AN, text: "Yes, checked.", reply: true }),
      expect.objectContaining({
        source: "legacy",
        part: "xl/comments1.xml",
        author: AN,
        text: `${AN}:\nFigure from the 2022 report, not 2023.`,
        anchor: "Données!B2",
      }),
    ]);
  });

  it("finds the external workbook link and the names, with the accounts of the people list", () => {
    expect(xlsx.externalLinks.items).toEqual([
      {
        source: "xl/externalLinks/externalLink1.xml",
        type: "externalLinkPath",
        target: "file:///C:\\Users\\an.nguyen\\Documents\\salaires-2023.xlsx",
      },
    ]);
    const marie = xlsx.authors.items.find((entry) => entry.name === MARIE);
    expect(marie?.roles.map((role) => role.role)).toEqual([
      "last-modified-by",
      "file-sharing",
      "person",
      "comment",
    ]);
    expect(marie?.accounts).toEqual(["marie.dupont@example.org"]);
    expect(xlsx.authors.items.map((entry) => entry.name)).toEqual([AN, MARIE]);
  });
});

describe("readOffice on a PPTX", () => {
  let pptx: OfficeReport;
  beforeAll(async () => {
    pptx = report(await readOffice(await samplePptx()));
  });

  it("numbers the slides in the presentation's order, with hidden ones, titles and notes", () => {
    expect(pptx.kind).toBe("pptx");
    expect(pptx.presentation?.slides.items).toEqual([
      {
        number: 1,
        part: "ppt/slides/slide1.xml",
        hidden: false,
        title: "Budget 2023",
        notes: "Say the 4% comes from the ministry.\nDo not mention the audit.",
      },
      {
        number: 2,
        part: "ppt/slides/slide3.xml",
        hidden: true,
        title: "Unpublished figures",
        notes: "Only if asked: layoffs are confirmed.",
      },
      { number: 3, part: "ppt/slides/slide2.xml", hidden: false, title: "Questions", notes: null },
    ]);
    expect(pptx.properties.app).toMatchObject({ slides: 3, notes: 2, hiddenSlides: 1, totalTime: 42 });
  });

  it("reads legacy and modern comments with their authors and slide", () => {
    expect(pptx.comments.items).toEqual([
      {
        source: "legacy",
        part: "ppt/comments/comment1.xml",
        author: MARIE,
        initials: "MD",
        date: "2024-03-06T14:00:00.000",
        text: "Source for 4%?",
        anchor: "slide 1",
        reply: false,
      },
      expect.objectContaining({
        source: "modern",
        author: AN,
        text: "Remove this slide before sending.",
        anchor: "slide 3",
      }),
      expect.objectContaining({
        source: "modern",
        author: MARIE,
        text: "Done.",
        reply: true,
        anchor: "slide 3",
      }),
    ]);
  });

  it("lists the embedded object and the linked picture", () => {
    expect(pptx.media.items).toEqual([
      {
        path: "ppt/embeddings/oleObject1.bin",
        size: 12,
        contentType: "application/vnd.openxmlformats-officedocument.oleObject",
        kind: "embedding",
      },
    ]);
    expect(pptx.externalLinks.items).toEqual([
      { source: "ppt/slides/slide1.xml", type: "image", target: "https://cdn.example.org/logo.png" },
    ]);
  });
});

describe("readOffice on what is not an Office file", () => {
  it("says a ZIP of other files is not Office, nor one without [Content_Types].xml", async () => {
    const { notOffice, noContentTypes } = await brokenFiles();
    expect(await readOffice(notOffice)).toEqual({ ok: false, reason: "not-office", path: null });
    expect(await readOffice(noContentTypes)).toEqual({ ok: false, reason: "not-office", path: null });
  });

  it("says a truncated file or a text file is not a ZIP", async () => {
    const { truncated } = await brokenFiles();
    expect(await readOffice(truncated)).toEqual({ ok: false, reason: "not-a-zip", path: null });
    expect(await readOffice(new Blob(["PK\u0003\u0004 not really"]))).toMatchObject({ reason: "not-a-zip" });
    expect(await readOffice(new Blob([]))).toMatchObject({ reason: "not-a-zip" });
  });
});

describe("officePartBytes", () => {
  it("hands back an embedded picture's bytes and type, or why not", async () => {
    const file = await sampleDocx();
    expect(await officePartBytes(file, "word/media/image1.png")).toEqual({
      ok: true,
      bytes: tinyPng(),
      contentType: "image/png",
    });
    expect(await officePartBytes(file, "word/media/absent.png")).toEqual({ ok: false, reason: "absent" });
    expect(await officePartBytes(file, "word/media/image1.png", 10)).toEqual({
      ok: false,
      reason: "too-large",
    });
    expect(await officePartBytes(new Blob(["nope"]), "a")).toEqual({ ok: false, reason: "not-a-zip" });
  });
});

describe("a large DOCX", () => {
  it("is read whole, its 500 tracked changes listed (the time is printed, not judged)", async () => {
    const file = await largeDocx();
    const started = performance.now();
    const large = report(await readOffice(file));
    const elapsed = performance.now() - started;
    console.info(`large DOCX: ${(file.size / 1048576).toFixed(1)} MB read in ${elapsed.toFixed(0)} ms`);
    expect(large.word?.changes.items).toHaveLength(500);
    expect(large.word?.counts).toMatchObject({ insertion: 250, deletion: 250 });
    expect(large.word?.changes.items[1]).toMatchObject({ kind: "deletion", author: AN, text: "deleted 1" });
    expect(large.problems.items).toEqual([]);
  }, 60_000);
});

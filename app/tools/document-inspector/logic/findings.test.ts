import { describe, expect, it } from "vitest";
import { whoWhenFindings } from "./findings.ts";
import type { PdfFacts } from "./pdf/pdf-facts.ts";

const facts = (info: Record<string, string>, xmp?: Partial<NonNullable<PdfFacts["xmp"]>>): PdfFacts => ({
  pageCount: 1,
  info,
  ...(xmp ? { xmp: { creators: [], history: [], ...xmp } } : {}),
  xmpUnreadable: false,
  encrypted: false,
  linearized: false,
  tagged: false,
  pageSizes: [],
  annotations: [],
  links: [],
  fields: [],
  attachments: [],
  scripts: [],
  pagesRead: 1,
  cut: {},
});

const codes = (found: { code: string }[]) => found.map((finding) => finding.code);

describe("whoWhenFindings", () => {
  it("says when the Info dictionary and XMP give other times for the same event", () => {
    const found = whoWhenFindings(
      facts({ CreationDate: "D:20260314093000+01'00'" }, { createDate: "2026-03-16T10:00:00+01:00" }),
    );
    expect(found[0]).toMatchObject({ code: "dates_disagree", caution: true, values: { event: "created" } });
    // The same instant written with two offsets agrees.
    expect(
      codes(
        whoWhenFindings(
          facts({ CreationDate: "D:20260314093000+01'00'" }, { createDate: "2026-03-14T08:30:00Z" }),
        ),
      ),
    ).not.toContain("dates_disagree");
  });

  it("flags a last change before the creation, a conversion, and history steps of other programs", () => {
    const found = whoWhenFindings(
      facts(
        {
          CreationDate: "D:20260314093000Z",
          ModDate: "D:20250101000000Z",
          Creator: "Word",
          Producer: "Acrobat Distiller",
        },
        { history: [{ softwareAgent: "Word" }, { softwareAgent: "PDF Redact Tools 3" }] },
      ),
    );
    expect(codes(found)).toEqual(["modified_before_created", "converted", "history_tools"]);
    expect(found[2]?.values.tools).toEqual(["PDF Redact Tools 3"]);
  });
});

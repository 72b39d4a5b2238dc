import { describe, expect, it } from "vitest";
import { FONTS_EXPECTED, fontsPdf } from "../../fixtures/font-pdfs.ts";
import { qpdf } from "../../fixtures/make-pdfs.ts";
import { splitSubset } from "./fonts.ts";
import { readRevisions } from "./revisions.ts";

describe("splitSubset", () => {
  it("takes six capitals and a plus sign as a subset's prefix, and nothing else", () => {
    expect(splitSubset("ABCDEF+Arial-BoldMT")).toEqual({ name: "Arial-BoldMT", subset: "ABCDEF" });
    expect(splitSubset("ABCDEf+Arial")).toEqual({ name: "ABCDEf+Arial" });
    expect(splitSubset("ABCDE+Arial")).toEqual({ name: "ABCDE+Arial" });
    expect(splitSubset("ABCDEF+")).toEqual({ name: "ABCDEF+" });
    expect(splitSubset("Helvetica")).toEqual({ name: "Helvetica" });
  });
});

describe("the fonts of a file", () => {
  it("lists each font once, subset or not, in the file or not, with the save that added it", async () => {
    const { fonts } = readRevisions(await fontsPdf());
    expect(fonts.total).toBe(FONTS_EXPECTED.length);
    expect(fonts.list).toEqual(FONTS_EXPECTED);
  });

  it("finds the same fonts when qpdf rewrites the file into object streams (one save)", async () => {
    const rewritten = qpdf(await fontsPdf(), ["--object-streams=generate"]);
    const { fonts, revisions } = readRevisions(rewritten);
    expect(revisions).toHaveLength(1);
    expect(new TextDecoder("latin1").decode(rewritten)).toContain("/ObjStm");
    expect(fonts.list).toEqual(
      FONTS_EXPECTED.map((font) => ({ ...font, revision: 1 })).sort((a, b) =>
        a.name.localeCompare(b.name, "en"),
      ),
    );
  });
});

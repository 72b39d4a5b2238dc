import { describe, expect, it } from "vitest";
import { relationshipsPath, resolveTarget, typeName } from "./package.ts";
import { sourceOfRelationships } from "./parts.ts";
import { columnLetters } from "./workbook.ts";
import { attribute, localName } from "./xml-stream.ts";

describe("package paths", () => {
  it("finds a part's relationships and the part a .rels file belongs to", () => {
    expect(relationshipsPath("word/document.xml")).toBe("word/_rels/document.xml.rels");
    expect(relationshipsPath("")).toBe("_rels/.rels");
    expect(sourceOfRelationships("word/_rels/document.xml.rels")).toBe("word/document.xml");
    expect(sourceOfRelationships("_rels/.rels")).toBe("");
    expect(sourceOfRelationships("word/my_rels/x.rels")).toBeNull();
    expect(sourceOfRelationships("word/document.xml")).toBeNull();
  });

  it("resolves targets against the source part's folder, and from the root when absolute", () => {
    expect(resolveTarget("word/document.xml", "media/image1.png")).toBe("word/media/image1.png");
    expect(resolveTarget("xl/worksheets/sheet1.xml", "../comments1.xml")).toBe("xl/comments1.xml");
    expect(resolveTarget("xl/workbook.xml", "/xl/worksheets/sheet3.xml")).toBe("xl/worksheets/sheet3.xml");
    expect(resolveTarget("", "word/document.xml")).toBe("word/document.xml");
    expect(resolveTarget("a/b.xml", "../../../x.xml")).toBe("x.xml");
  });

  it("names relationship types by their last word", () => {
    expect(typeName("http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink")).toBe(
      "hyperlink",
    );
  });
});

describe("XML names", () => {
  it("matches elements and attributes by local name, whatever the prefix", () => {
    expect(localName("w:ins")).toBe("ins");
    expect(localName("sheet")).toBe("sheet");
    const sldId = { id: "256", "r:id": "rId2" };
    expect([attribute(sldId, "id"), attribute(sldId, "id", "r")]).toEqual(["256", "rId2"]);
    expect(attribute({ "ns0:author": "X" }, "author", "w")).toBe("X");
    expect(attribute({ "xmlns:w": "uri" }, "w", "xmlns")).toBe("uri");
    expect(attribute({ "xmlns:author": "uri" }, "author", "w")).toBeUndefined();
  });

  it("writes column numbers as Excel does", () => {
    expect([1, 26, 27, 52, 703, 16_384].map(columnLetters)).toEqual(["A", "Z", "AA", "AZ", "AAA", "XFD"]);
  });
});

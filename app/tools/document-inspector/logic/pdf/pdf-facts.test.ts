import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { twoRevisions, withAttachmentAndJavaScript } from "../../fixtures/make-pdfs.ts";
import { activeFindings, whoWhenFindings } from "../findings.ts";
import { readPdfFacts } from "./pdf-facts.ts";

async function factsOf(bytes: Uint8Array) {
  const task = getDocument({ data: bytes, verbosity: 0 });
  try {
    return await readPdfFacts(await task.promise);
  } finally {
    await task.destroy();
  }
}

describe("readPdfFacts", () => {
  it("lists the scripts, the attached file and the link's real target, without running anything", async () => {
    const facts = await factsOf(await withAttachmentAndJavaScript());
    expect(facts.scripts.map((script) => script.code).join("\n")).toContain("app.alert");
    expect(facts.attachments).toHaveLength(1);
    expect(facts.links[0]?.url).toMatch(/^https?:\/\//);
    expect(activeFindings(facts).map((finding) => finding.code)).toEqual(["javascript", "attachments"]);
  });

  it("reads the Info dictionary as the last save left it, and names its author", async () => {
    const facts = await factsOf(await twoRevisions());
    expect(facts.info.Author).toBe("Nguyễn Văn An");
    expect(facts.pageCount).toBe(1);
    expect(facts.pageSizes[0]?.count).toBe(1);
    const people = whoWhenFindings(facts).find((finding) => finding.code === "names_people");
    expect(people?.values.people).toEqual(["Nguyễn Văn An"]);
  });
});

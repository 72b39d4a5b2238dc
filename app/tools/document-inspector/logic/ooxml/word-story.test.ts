import { describe, expect, it } from "vitest";
import { AN, del, docxWithBody, ins, MARIE, run } from "../../fixtures/make-office.ts";
import { CONTEXT } from "./limits.ts";
import { type OfficeReport, readOffice } from "./read-office.ts";

const DATE = "2024-05-01T09:00:00Z";

async function wordOf(body: string): Promise<NonNullable<OfficeReport["word"]>> {
  const reading = await readOffice(await docxWithBody(body));
  if (!reading.ok || !reading.word) throw new Error("not a DOCX");
  return reading.word;
}

describe("the DOCX story reader", () => {
  it("bounds the context to about 80 characters each side, marking what was cut", async () => {
    const long = "a".repeat(300);
    const word = await wordOf(
      `<w:p>${run(`${long}END`)}${ins(1, MARIE, DATE, "new")}${run(`START${long}`)}</w:p>`,
    );
    const [change] = word.changes.items;
    expect(change?.before).toBe(`…${"a".repeat(CONTEXT - 3)}END`);
    expect(change?.after).toBe(`START${"a".repeat(CONTEXT - 5)}…`);
    expect(change?.text).toBe("new");
  });

  it("does not count deleted text as context, and keeps context within its paragraph", async () => {
    const word = await wordOf(
      `<w:p>${run("Other paragraph.")}</w:p><w:p>${del(1, MARIE, DATE, "gone")}${ins(2, AN, DATE, "here")}</w:p><w:p>${run("Next.")}</w:p>`,
    );
    expect(word.changes.items.map(({ text, before, after }) => ({ text, before, after }))).toEqual([
      { text: "gone", before: "", after: "here" },
      { text: "here", before: "", after: "" },
    ]);
  });

  it("gives a deletion inside an insertion to both, each with its author", async () => {
    const nested = `<w:ins w:id="1" w:author="${MARIE}" w:date="${DATE}"><w:del w:id="2" w:author="${AN}" w:date="${DATE}"><w:r><w:delText>both</w:delText></w:r></w:del></w:ins>`;
    const word = await wordOf(`<w:p>${nested}</w:p>`);
    expect(word.changes.items.map(({ kind, author, text }) => ({ kind, author, text }))).toEqual([
      { kind: "insertion", author: MARIE, text: "both" },
      { kind: "deletion", author: AN, text: "both" },
    ]);
  });

  it("tells table and paragraph changes apart from text ones", async () => {
    const row = `<w:tbl><w:tr><w:trPr><w:del w:id="1" w:author="${MARIE}" w:date="${DATE}"/></w:trPr><w:tc><w:p>${run("cell")}</w:p></w:tc></w:tr></w:tbl>`;
    const paragraph = `<w:p><w:pPr><w:jc w:val="center"/><w:pPrChange w:id="2" w:author="${AN}" w:date="${DATE}"><w:pPr/></w:pPrChange></w:pPr>${run("Centred now.")}</w:p>`;
    const word = await wordOf(row + paragraph);
    expect(word.changes.items.map(({ kind, scope, text }) => ({ kind, scope, text }))).toEqual([
      { kind: "deletion", scope: "table", text: "" },
      { kind: "formatting", scope: "paragraph", text: "Centred now." },
    ]);
  });

  it("quotes hidden runs as one text per stretch, and not a run marked visible again", async () => {
    const hidden = (text: string, value = "") =>
      `<w:r><w:rPr><w:vanish${value}/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`;
    const word = await wordOf(
      `<w:p>${hidden("one ")}${hidden("two")}${run(" shown ")}${hidden("three")}</w:p><w:p>${hidden("four", ' w:val="0"')}${hidden("five", ' w:val="true"')}</w:p>`,
    );
    expect(word.hiddenText.items.map((item) => item.text)).toEqual(["one two", "three", "five"]);
  });

  it("says tracking is off when settings.xml does not turn it on", async () => {
    const word = await wordOf(`<w:p>${run("x")}</w:p>`);
    expect([word.trackRevisions, word.attachedTemplate, word.changes.items]).toEqual([false, null, []]);
  });
});

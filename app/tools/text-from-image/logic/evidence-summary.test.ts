import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { QUOTED_CHARACTERS, textFromImageSummaries } from "./evidence-summary.ts";

const summarize = textFromImageSummaries["text-from-image"];
const box = { x0: 10, y0: 10, x1: 300, y1: 40 };

// As "Add to case" stores it: the text as corrected, the language read in, the lines with their certainty.
const read = {
  text: "Cầu Long Biên đóng cửa\ntừ 20 giờ tối nay",
  language: "vie",
  lines: [
    { text: "Cầu Long Biên đóng cửa", confidence: 91, certainty: "high", box },
    { text: "từ 20 giờ tối nay", confidence: 62, certainty: "uncertain", box },
  ],
};

describe("a text read from an image's summary", () => {
  it("quotes the text, names the language, counts the uncertain lines, and says what it cannot tell", () => {
    expect(asLines(summarizeIn("vi", "text-from-image", summarize, read))).toEqual([
      "Văn bản đọc được: Cầu Long Biên đóng cửa\ntừ 20 giờ tối nay",
      "Ngôn ngữ: tiếng Việt",
      "Dòng chưa chắc chắn: 1 trên 2 dòng",
      expect.stringMatching(/^Đây chỉ là những gì bộ đọc chữ nhận ra/),
    ]);
    const en = summarizeIn("en", "text-from-image", summarize, read);
    expect(en.lines[2]).toEqual({ label: "Uncertain lines", value: "1 of 2" });
    expect(en.limits).toMatch(/does not say who wrote it/);
  });

  it("quotes a long text's beginning only: the whole text is in the item's details", () => {
    const long = { ...read, text: "ả".repeat(QUOTED_CHARACTERS + 50) };
    const [text] = summarizeIn("fr", "text-from-image", summarize, long).lines;
    expect(text?.value).toBe(`${"ả".repeat(QUOTED_CHARACTERS)}…`);
  });

  it("says when no text was read", () => {
    expect(summarizeIn("fr", "text-from-image", summarize, { text: "", lines: [] }).lines).toEqual([
      { label: "Texte lu", value: "aucun" },
    ]);
  });
});

// The text of signature dictionaries: PDF dates, text strings in their three encodings, literal escapes.
import { describe, expect, it } from "vitest";
import { hexStringBytes, pdfDateToIso, stringBytes, textString } from "./signature-fields.ts";

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

describe("PDF dates", () => {
  it("reads each form writers use, to the same instant in UTC", () => {
    expect(pdfDateToIso("D:20250314093000+01'00'")).toBe("2025-03-14T08:30:00.000Z");
    expect(pdfDateToIso("D:20250314093000+01'00")).toBe("2025-03-14T08:30:00.000Z");
    expect(pdfDateToIso("D:20250314083000Z")).toBe("2025-03-14T08:30:00.000Z");
    expect(pdfDateToIso("D:20250314023000-06'00'")).toBe("2025-03-14T08:30:00.000Z");
    expect(pdfDateToIso("D:20250314")).toBe("2025-03-14T00:00:00.000Z");
    expect(pdfDateToIso("D:2025")).toBe("2025-01-01T00:00:00.000Z");
  });

  it("refuses what is no date", () => {
    for (const text of ["", "D:", "D:garbage", "D:20251399", "D:2025+", "yesterday"]) {
      expect(pdfDateToIso(text)).toBeNull();
    }
  });
});

describe("text strings", () => {
  it("decodes UTF-16BE and UTF-8 with their marks, and PDFDocEncoding", () => {
    expect(textString(Uint8Array.of(0xfe, 0xff, 0x20, 0x19, 0x00, 0x41))).toBe("’A");
    expect(textString(Uint8Array.of(0xef, 0xbb, 0xbf, 0xc3, 0xa9))).toBe("é");
    // PDFDocEncoding: 0x90 is a right single quote, 0xA0 the euro sign; 0xE9 is é as in Latin-1.
    expect(textString(Uint8Array.of(0x4c, 0x90, 0xe9, 0xa0))).toBe("L’é€");
  });

  it("resolves literal escapes and reads hex strings, odd digit included", () => {
    const file = latin1("(a\\(b\\)\\n\\101\\\nc)");
    expect(stringBytes(file, { kind: "string", hex: false, start: 0, end: file.length })).toEqual(
      latin1("a(b)\nAc"),
    );
    expect(hexStringBytes(latin1("48 65 6c6C 6"))).toEqual(latin1("Hell`"));
    expect(hexStringBytes(latin1("4G"))).toBeNull();
  });
});

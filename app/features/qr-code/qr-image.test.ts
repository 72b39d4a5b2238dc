import { describe, expect, it } from "vitest";
import { readQrTexts } from "#app/test/qr-reader.ts";
import { DEFAULT_STYLE } from "./options.ts";
import { darkModulesPath, encodeQr, type QrMatrix, qrPixels, qrSvg } from "./qr-image.ts";

function matrixOf(text: string, level: "L" | "M" | "Q" | "H" = "M"): QrMatrix {
  const encoded = encodeQr(text, level);
  if (!encoded.ok) throw new Error(encoded.problem);
  return encoded.matrix;
}

describe("encodeQr", () => {
  it("reads back as the same text, at every level, in any script", async () => {
    for (const [text, level] of [
      ["https://veritools.app/r/abc123", "L"],
      ["Tiếng Việt có dấu: Đường phố Hà Nội", "M"],
      ["« Café » l’été, 12 345 €", "Q"],
      ["WIFI:T:WPA;S:Caf\\;e;P:p\\:w\\,d;;", "H"],
    ] as const) {
      const pixels = qrPixels(matrixOf(text, level), DEFAULT_STYLE, 256);
      expect(await readQrTexts(pixels)).toEqual([text]);
    }
  });

  it("a higher level makes a larger symbol for the same text", () => {
    const text = "https://example.org/a/fairly/long/path?with=query&and=more";
    expect(matrixOf(text, "H").size).toBeGreaterThan(matrixOf(text, "L").size);
  });

  it("answers empty and too long instead of throwing", () => {
    expect(encodeQr("", "M")).toEqual({ ok: false, problem: "empty" });
    // 2,953 bytes is the most a symbol holds, at level L; level H holds 1,273.
    expect(encodeQr("x".repeat(2000), "L").ok).toBe(true);
    expect(encodeQr("x".repeat(2000), "H")).toEqual({ ok: false, problem: "too_long" });
    expect(encodeQr("é".repeat(1500), "L")).toEqual({ ok: false, problem: "too_long" });
  });
});

describe("qrPixels", () => {
  it("is exactly the size asked, margin in the background colour, and reads in other colours", async () => {
    const matrix = matrixOf("hello");
    const style = { foreground: "#1e3a8a", background: "#fef3c7", margin: 2 };
    const pixels = qrPixels(matrix, style, 300);
    expect([pixels.width, pixels.height, pixels.data.length]).toEqual([300, 300, 300 * 300 * 4]);
    expect([...pixels.data.slice(0, 4)]).toEqual([0xfe, 0xf3, 0xc7, 255]);
    // The top-left finder pattern starts dark right after the margin.
    const side = matrix.size + 4;
    const firstDark = Math.ceil((2 * 300) / side);
    expect([...pixels.data.slice(firstDark * 4 * 301, firstDark * 4 * 301 + 4)]).toEqual([
      0x1e, 0x3a, 0x8a, 255,
    ]);
    expect(await readQrTexts(pixels)).toEqual(["hello"]);
  });
});

describe("qrSvg", () => {
  it("draws one path of dark runs at the margin's offset and escapes its title", () => {
    const matrix = matrixOf("svg");
    const svg = qrSvg(matrix, DEFAULT_STYLE, 512, "QR code for <a&b>");
    const side = matrix.size + 8;
    expect(svg).toContain(`width="512" height="512" viewBox="0 0 ${side} ${side}"`);
    expect(svg).toContain("<title>QR code for &lt;a&amp;b&gt;</title>");
    expect(svg).toContain('<rect width="29" height="29" fill="#ffffff"/>');
    // Row 0 of every symbol starts with the 7-module finder pattern.
    expect(darkModulesPath(matrix, 4).startsWith("M4 4h7v1h-7z")).toBe(true);
  });
});

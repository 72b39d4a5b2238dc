import { describe, expect, it } from "vitest";
import { convertCase, DEFAULT_OPTIONS, parseOptions } from "./case.ts";

const text = (result: ReturnType<typeof convertCase>) => (result.ok ? result.text : undefined);

describe("convertCase", () => {
  it("refuses empty text", () => {
    expect(convertCase("", { mode: "uppercase" })).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("converts to lowercase and uppercase, keeping digits and accented letters", () => {
    expect(convertCase("Le CŒUR a 2 Raisons", { mode: "lowercase" })).toEqual({
      ok: true,
      text: "le cœur a 2 raisons",
      messageKey: "messages.convertedLowercase",
    });
    expect(convertCase("Tiếng Việt có dấu, đường 42", { mode: "uppercase" })).toEqual({
      ok: true,
      text: "TIẾNG VIỆT CÓ DẤU, ĐƯỜNG 42",
      messageKey: "messages.convertedUppercase",
    });
  });

  it("capitalizes each whitespace-separated word after its opening punctuation", () => {
    const result = convertCase("đường phố HÀ NỘI\n«été» (note) l'amour 3d jean-pierre", {
      mode: "capitalized",
    });
    expect(result).toEqual({
      ok: true,
      text: "Đường Phố Hà Nội\n«Été» (Note) L'amour 3d Jean-pierre",
      messageKey: "messages.convertedCapitalized",
    });
  });

  it("capitalizes the start and the letter after . ! ? or …, not inside numbers or addresses", () => {
    const result = convertCase(
      "le cœur a ses raisons. que la RAISON ne connaît point ! pi vaut 3.14 sur example.com… « fin. » oui?non",
      {
        mode: "sentence",
      },
    );
    expect(result).toEqual({
      ok: true,
      text: "Le cœur a ses raisons. Que la raison ne connaît point ! Pi vaut 3.14 sur example.com… « Fin. » Oui?non",
      messageKey: "messages.convertedSentence",
    });
  });

  it("starts a sentence after leading spaces and opening quotes", () => {
    expect(text(convertCase('  "tiếng việt." ¿qué?', { mode: "sentence" }))).toBe('  "Tiếng việt." ¿Qué?');
  });

  it("keeps line endings and the final line break", () => {
    expect(text(convertCase("un. deux\r\ntrois\r\n", { mode: "sentence" }))).toBe("Un. Deux\r\ntrois\r\n");
    expect(text(convertCase("un deux\r\ntrois\r\n", { mode: "capitalized" }))).toBe("Un Deux\r\nTrois\r\n");
  });

  it("works on combining marks and leaves emoji alone", () => {
    expect(text(convertCase("e\u0301te\u0301 👨‍👩‍👧 🇫🇷", { mode: "uppercase" }))).toBe(
      "E\u0301TE\u0301 👨‍👩‍👧 🇫🇷",
    );
    expect(text(convertCase("👍 e\u0301lan", { mode: "capitalized" }))).toBe("👍 E\u0301lan");
  });

  it("capitalizes letters whose capital is longer or outside the BMP", () => {
    expect(text(convertCase("ßtraße ﬁne 𐐨b", { mode: "capitalized" }))).toBe("SStraße FIne 𐐀b");
    expect(text(convertCase("ok. 𐐨b", { mode: "sentence" }))).toBe("Ok. 𐐀b");
  });

  it("handles only blank lines and very long lines", () => {
    expect(text(convertCase("\n \n", { mode: "capitalized" }))).toBe("\n \n");
    expect(text(convertCase("hà nội ".repeat(50_000), { mode: "capitalized" }))).toBe(
      "Hà Nội ".repeat(50_000),
    );
  });
});

describe("case options", () => {
  it("defaults to lowercase and ignores unknown modes", () => {
    expect(DEFAULT_OPTIONS).toEqual({ mode: "lowercase" });
    expect(parseOptions({ mode: "title" })).toEqual({ mode: "lowercase" });
    expect(parseOptions({ mode: "sentence" })).toEqual({ mode: "sentence" });
    expect(text(convertCase("ABC"))).toBe("abc");
  });
});

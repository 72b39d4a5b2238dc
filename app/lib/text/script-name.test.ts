import { describe, expect, it } from "vitest";
import { scriptNames } from "./script-name.ts";

describe("scriptNames", () => {
  it("writes Vietnamese script names with a small letter inside a sentence, as labels with a capital", () => {
    expect(scriptNames("vi").inSentence("Cyrl")).toBe("chữ Kirin");
    expect(scriptNames("vi").inSentence("Latn")).toBe("chữ La tinh");
    expect(scriptNames("vi").label("Cyrl")).toBe("Chữ Kirin");
  });

  it("leaves English proper nouns and French names as Intl gives them", () => {
    expect(scriptNames("en").inSentence("Cyrl")).toBe("Cyrillic");
    expect(scriptNames("fr").inSentence("Grek")).toBe("grec");
  });
});

import { describe, expect, it } from "vitest";
import { createTranslator } from "#app/i18n/translator.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import { runTransform } from "../logic/registry.ts";
import { invalidJsonParams, jsonProblemText } from "./json-error.ts";

const t = {
  en: createTranslator("en", { text_tools: en }).getFixedT("text_tools"),
  fr: createTranslator("fr", { text_tools: fr }).getFixedT("text_tools"),
  vi: createTranslator("vi", { text_tools: vi }).getFixedT("text_tools"),
};

describe("the JSON error in the page's language", () => {
  const params = runTransform("json", '{"a": [1, 2,], "b": true}', {}, "fr").messageParams ?? {};

  it("says the problem in words, never the engine's English", () => {
    expect(jsonProblemText(t.fr, params)).toBe(
      "Virgule en trop avant «\u00a0]\u00a0», après le dernier élément",
    );
    expect(jsonProblemText(t.vi, params)).toBe("Thừa dấu phẩy trước “]”, sau phần tử cuối cùng");
    expect(jsonProblemText(t.en, params)).toBe("Extra comma before “]”, after the last item");
  });

  it("gives the toast the problem and where it is", () => {
    expect(t.fr("messages.invalidJson", invalidJsonParams(t.fr, params))).toBe(
      "JSON invalide\u00a0: Virgule en trop avant «\u00a0]\u00a0», après le dernier élément (ligne 1, colonne 13)",
    );
    expect(t.en("messages.invalidJson", invalidJsonParams(t.en, params))).toMatch(
      /^Invalid JSON: .*line 1.*column 13/,
    );
  });

  it("has a text for every problem the transform names, in every language", () => {
    const problems = Object.keys(en.json.problems);
    for (const text of [
      "[1,]",
      "[01]",
      '["a]',
      "{a:1}",
      "[1 2]",
      "[",
      "{} x",
      "[1.]",
      "[-]",
      "[1e]",
      '["\\u12"]',
    ]) {
      const problem = runTransform("json", text, {}, "en").messageParams?.problem;
      expect(problems, text).toContain(problem);
    }
  });
});

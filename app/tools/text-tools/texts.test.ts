import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/languages.ts";
import { ICON_NAMES } from "#app/ui/icon-names.ts";
import { MESSAGES_EN } from "./logic/messages.ts";
import { TEXT_TOOL_ICONS, TEXT_TOOL_IDS } from "./logic/tool-ids.ts";

const texts = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "locales", `${lang}.json`), "utf8")) as {
    messages: Record<string, string>;
    tools: Record<string, Record<string, string>>;
  };

describe("the text tools' texts", () => {
  it("hold the transforms' messages as MESSAGES_EN words them", () => {
    const messages = Object.fromEntries(
      Object.entries(texts("en").messages).map(([key, value]) => [`messages.${key}`, value]),
    );
    expect(messages).toEqual(MESSAGES_EN);
  });

  it("name, title, describe and give search keywords to every tool in every language", () => {
    for (const lang of LANGUAGES) {
      const { tools } = texts(lang);
      expect(Object.keys(tools)).toEqual([...TEXT_TOOL_IDS]);
      for (const id of TEXT_TOOL_IDS) {
        expect(Object.keys(tools[id] ?? {}).sort(), `${lang} ${id}`).toEqual([
          "description",
          "keywords",
          "name",
          "title",
        ]);
      }
    }
  });

  it("give each tool an icon of the site's sprite", () => {
    for (const icon of Object.values(TEXT_TOOL_ICONS)) expect(ICON_NAMES).toContain(icon);
  });
});

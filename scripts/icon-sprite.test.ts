import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES, iconNameFromPascal } from "#app/ui/icon-names.ts";
import { buildSprite, SPRITE_FILE } from "./icon-sprite.ts";

describe("the icon sprite", () => {
  it("is up to date with the icon list (run `npm run icons` otherwise)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await buildSprite());
  });

  it("has one symbol per listed icon", async () => {
    const sprite = await buildSprite();
    for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}"`);
  });
});

describe("iconNameFromPascal", () => {
  it.each([
    ["Link", "link"],
    ["ChartLine", "chart-line"],
    ["BookOpenCheck", "book-open-check"],
    ["QrCode", "qr-code"],
    ["Link2", "link-2"],
  ])("%s → %s", (pascal, kebab) => {
    expect(iconNameFromPascal(pascal)).toBe(kebab);
  });
});

import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { generate, OUTPUT } from "./hidden-characters-data.ts";

test("the hidden-characters tool's Unicode table is what the installed Unicode packages give", async () => {
  expect(readFileSync(OUTPUT, "utf8")).toBe(await generate());
});

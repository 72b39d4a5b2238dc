// The route manifest is found by what it assigns: the build also names a chunk manifest-<hash>.js when a
// module is called manifest.ts (the case bundle's), and CI once read that chunk as the manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readManifest } from "./static-first-load.ts";

const MANIFEST = { entry: { module: "/assets/entry.js" }, routes: { root: { module: "/assets/root.js" } } };
const DECOY =
  'import{t}from"./case-x.js";var m={a:1};function f(e){return JSON.parse(e)}export{m as a,f as b}';

let client: string;
function build(files: Record<string, string>): string {
  client = mkdtempSync(path.join(tmpdir(), "budget-"));
  mkdirSync(path.join(client, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(client, "assets", name), text);
  return client;
}
afterEach(() => rmSync(client, { recursive: true, force: true }));

describe("readManifest", () => {
  it("reads the file that assigns the route manifest, beside a chunk of the same name", () => {
    const dir = build({
      "manifest-Ab12.js": DECOY,
      "manifest-Cd34.js": `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
    });
    expect(readManifest(dir)).toEqual(MANIFEST);
  });

  it("does not take a chunk named manifest for the manifest", () => {
    expect(() => readManifest(build({ "manifest-Ab12.js": DECOY }))).toThrow(/No route manifest/);
  });
});

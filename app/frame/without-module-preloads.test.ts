import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.ts";

const PAGE =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="icon" href="/f.svg"/>' +
  '<link rel="modulepreload" href="/assets/é-b.js"/></head><body>ça <script type="module">import "/a.js"</script></body>';
const EXPECTED =
  '<head><link rel="icon" href="/f.svg"/></head><body>ça <script type="module">import "/a.js"</script></body>';

/** Streams `html` through the transform in chunks of `size` bytes. */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("removes every module preload and leaves the rest of the page as it was", async () => {
    expect(await rewrite(PAGE, PAGE.length * 2)).toBe(EXPECTED);
  });

  it("finds preload tags cut across chunks at any point, multibyte characters included", async () => {
    for (let size = 1; size <= 90; size++)
      expect(await rewrite(PAGE, size), `chunks of ${size}`).toBe(EXPECTED);
  });

  it("passes a page without preloads through unchanged, even one ending like the start of a tag", async () => {
    const page = "<p>no scripts here</p><link rel=";
    expect(await rewrite(page, 7)).toBe(page);
  });
});

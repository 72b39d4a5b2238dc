import { afterAll, describe, expect, it } from "vitest";
import { createPageHeadReader } from "./page-head-reader.ts";

const PAGE = "https://example.org/a";
const html = (text: string, contentType = "text/html") => ({ bytes: Buffer.from(text), contentType });
const reader = createPageHeadReader({ threads: 1 });
afterAll(() => reader.close());

describe("the page-head reader", () => {
  it("reads a head in a worker thread, hostile refresh content included", async () => {
    const page = `<head><title>Hello</title><meta http-equiv="refresh" content="${" ".repeat(2000)};x&#10;b">`;
    expect(await reader.read(html(page), PAGE)).toMatchObject({ title: "Hello", refresh: null });
  });

  it("stops a parse that overruns its time, and the next page is read on a new thread", async () => {
    const hasty = createPageHeadReader({ threads: 1, timeoutMs: 1 });
    const big = `<head>${'<meta name="k" content="v">'.repeat(40_000)}`;
    expect(await hasty.read(html(big), PAGE)).toBeNull();
    await hasty.close();
    expect(await reader.read(html(big), PAGE)).toMatchObject({ title: null });
  });

  it("gives up when the caller does", async () => {
    const controller = new AbortController();
    const read = reader.read(html(`<head>${"<p>".repeat(100_000)}`), PAGE, controller.signal);
    controller.abort();
    expect(await read).toBeNull();
    expect(await reader.read(html("<title>Still here</title>"), PAGE)).toMatchObject({ title: "Still here" });
  });

  it("decodes the bytes in the thread by their charset, and leaves bytes it shares with others alone", async () => {
    const cp1252 = {
      bytes: Buffer.from("<title>Caf\u00e9</title>", "latin1"),
      contentType: "text/html; charset=windows-1252",
    };
    expect(await reader.read(cp1252, PAGE)).toMatchObject({ title: "Caf\u00e9" });
    // A small Buffer lives in a slab shared with other buffers: moving the slab would empty them.
    const neighbour = Buffer.from("neighbour");
    const small = Buffer.from("<title>Pooled</title>");
    expect(small.buffer).toBe(neighbour.buffer);
    expect(await reader.read(html("<title>Pooled</title>"), PAGE)).toMatchObject({ title: "Pooled" });
    expect(await reader.read({ bytes: small, contentType: "text/html" }, PAGE)).toMatchObject({
      title: "Pooled",
    });
    expect(neighbour.toString()).toBe("neighbour");
    expect(small.toString()).toBe("<title>Pooled</title>");
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageHeadReader } from "../../../../../server/net/page-head-reader.ts";
import { createPreviewLoader, previewColumns } from "./load-preview.ts";

describe("createPreviewLoader", () => {
  const pageHeads = createPageHeadReader({ threads: 1 });
  let server: http.Server;
  let origin = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/missing") return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        "<html><head><title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends</title>" +
          '<meta name="description" content="  A page\n about   things ">' +
          '<meta property="og:image" content="/cover.png"><link rel="icon" href="javascript:alert(1)">' +
          "</head><body></body></html>",
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await pageHeads.close();
  });

  const load = () =>
    createPreviewLoader({ publicUrl: "https://veritools.test", allowPrivateAddresses: true }, pageHeads);

  it("fetches and reads the page, as text, calling beforeParse in between", async () => {
    let marked = 0;
    expect(
      await load()(`${origin}/page`, async () => {
        marked++;
      }),
    ).toEqual({
      status: "ready",
      preview: {
        title: "<script>alert(1)</script> & friends",
        description: "A page about things",
        image: `${origin}/cover.png`,
        favicon: `${origin}/favicon.ico`,
      },
    });
    expect(marked).toBe(1);
  });

  it("reports why it failed", async () => {
    expect(await load()(`${origin}/missing`)).toEqual({
      status: "failed",
      reason: "http_status",
      detail: "HTTP 404",
    });
  });

  it("refuses private addresses unless told otherwise", async () => {
    const strict = createPreviewLoader({ publicUrl: "https://veritools.test" }, pageHeads);
    expect(await strict(`${origin}/page`)).toMatchObject({ status: "failed", reason: "private_address" });
  });
});

describe("previewColumns", () => {
  it("maps a preview to the short_links columns", () => {
    const preview = {
      title: "T",
      description: null,
      image: "https://e.com/i.png",
      favicon: "https://e.com/favicon.ico",
    };
    expect(previewColumns({ status: "ready", preview })).toEqual({
      title: "T",
      description: null,
      og_image: "https://e.com/i.png",
      favicon: "https://e.com/favicon.ico",
      preview_status: "ready",
    });
  });

  it("only marks a failure, keeping whatever the row shows", () => {
    expect(previewColumns({ status: "failed", reason: "timeout", detail: "took too long" })).toEqual({
      preview_status: "failed",
    });
  });
});

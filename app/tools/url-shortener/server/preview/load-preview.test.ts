import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageHeadReader } from "#server/net/page-head-reader.ts";
import { createPreviewLoader, previewColumns } from "./load-preview.ts";

// What pages name as their image and icon: the first pair may be shown, none of the others may.
const NAMED: [image: string, icon: string][] = [
  ["https://cdn.example/cover.png", "https://cdn.example/icon.png"],
  ["http://cdn.example/cover.png", "http://cdn.example/icon.png"],
  ["https://169.254.169.254/latest/meta-data/", "https://[fd00:ec2::254]/favicon.ico"],
  ["https://127.0.0.1/cover.png", "https://0x7f.1/icon.png"],
  ["https://2130706433/cover.png", "https://[::1]/icon.png"],
  ["https://10.0.0.1/cover.png", "https://192.168.1.1/icon.png"],
  ["https://[::ffff:10.0.0.1]/cover.png", "https://172.16.0.1/icon.png"],
  ["https://localhost/cover.png", "https://printer.local/icon.png"],
  ["https://router.home.arpa/cover.png", "https://wiki.internal/icon.png"],
];

describe("createPreviewLoader", () => {
  const pageHeads = createPageHeadReader({ threads: 1 });
  let server: http.Server;
  let origin = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/missing") return void res.writeHead(404).end();
      const named = /^\/names\/(\d+)$/.exec(req.url ?? "");
      if (named) {
        // A page naming an image and an icon of its choice.
        const [image, icon] = NAMED[Number(named[1])] ?? [];
        res.writeHead(200, { "Content-Type": "text/html" });
        return void res.end(
          `<html><head><meta property="og:image" content="${image}"><link rel="icon" href="${icon}"></head></html>`,
        );
      }
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
  // Only the test site is let through the guard, as ALLOW_PRIVATE_ENDPOINTS would: every other private
  // address is refused, for a hop and for an image alike.
  const loadFromSite = () =>
    createPreviewLoader(
      {
        publicUrl: "https://veritools.test",
        allowPrivateAddresses: (address, port) =>
          address === "127.0.0.1" && port === Number(new URL(origin).port),
      },
      pageHeads,
    );

  it("keeps an https image and icon on a public host", async () => {
    expect(await loadFromSite()(`${origin}/names/0`)).toMatchObject({
      status: "ready",
      preview: { image: "https://cdn.example/cover.png", favicon: "https://cdn.example/icon.png" },
    });
  });

  it.each(NAMED.slice(1).map((pair, index) => [index + 1, ...pair] as const))(
    "drops an image and icon the browser must not load (%i: %s)",
    async (index) => {
      expect(await loadFromSite()(`${origin}/names/${index}`)).toMatchObject({
        status: "ready",
        preview: { image: null, favicon: null },
      });
    },
  );

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
        // Named over plain http: a visitor's browser would load them without encryption.
        image: null,
        favicon: null,
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

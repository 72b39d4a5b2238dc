import { brotliCompressSync, deflateRawSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sha256OfBytes } from "#app/lib/files/sha256.ts";
import { makeWacz, warcOf } from "../fixtures/wacz.ts";
import { readArchive } from "./warc-records.ts";

const html = "<html><body><p>Xin chào, thế giới</p></body></html>";
const bytes = (text: string) => new TextEncoder().encode(text);
const text = async (body: Promise<{ bytes: Uint8Array }>) => new TextDecoder().decode((await body).bytes);

const wacz = await makeWacz({
  captures: [
    {
      url: "https://example.org/",
      status: 301,
      statusText: "Moved Permanently",
      headers: { Location: "/home" },
    },
    {
      url: "https://example.org/home#top",
      headers: { "Content-Type": "text/html; charset=UTF-8", "Content-Encoding": "gzip" },
      body: gzipSync(bytes(html)),
      ip: "93.184.215.14",
      date: "2026-03-01T10:00:01Z",
    },
    {
      url: "https://example.org/a.css",
      headers: { "Content-Encoding": "br" },
      body: brotliCompressSync(bytes("a{}")),
    },
    {
      url: "https://example.org/b.css",
      headers: { "Content-Encoding": "deflate" },
      body: deflateRawSync(bytes("b{}")),
    },
    {
      url: "https://example.org/c.css",
      headers: { "Transfer-Encoding": "chunked" },
      body: "3\r\nc{}\r\n0\r\n\r\n",
    },
    // ArchiveWeb.page stores what the browser decoded under the original header.
    { url: "https://example.org/d.css", headers: { "Content-Encoding": "gzip" }, body: "d{}" },
    { url: "https://example.org/e.css", headers: { "Content-Encoding": "compress" }, body: "e{}" },
    { url: "https://example.org/logo.svg", type: "resource", body: "<svg/>" },
    { url: "https://example.org/same.png", headers: { "Content-Type": "image/png" }, body: "png" },
    {
      url: "https://example.org/same.png?v=2",
      type: "revisit",
      headers: { "Content-Type": "image/png" },
      refersTo: "https://example.org/same.png",
      payloadDigest: `sha256:${await sha256OfBytes(bytes("png"))}`,
    },
    {
      url: "https://example.org/home",
      headers: { "Content-Type": "text/plain" },
      body: "later",
      date: "2026-03-05T10:00:00Z",
    },
  ],
  pages: [{ url: "https://example.org/", title: "Example" }],
  extraPages: [{ url: "https://example.org/other", title: "Other" }],
  tamper: async (files) => {
    files.set(
      "archive/second.warc",
      await warcOf(
        [{ url: "https://cdn.example/x.js", headers: { "Content-Type": "text/javascript" }, body: "x()" }],
        { gzip: false },
      ),
    );
  },
});

describe("readArchive", () => {
  it("lists both page lists, and every response and resource of every WARC, requests left out", async () => {
    const archive = await readArchive(wacz);
    expect(archive.pages).toEqual([
      {
        id: "page-pages-0",
        url: "https://example.org/",
        ts: "2026-03-01T10:00:00Z",
        title: "Example",
        list: "pages",
      },
      {
        id: "page-extra-pages-0",
        url: "https://example.org/other",
        ts: "2026-03-01T10:00:00Z",
        title: "Other",
        list: "extraPages",
      },
    ]);
    expect(archive.records.map((record) => [record.url, record.type, record.warc])).toEqual([
      ["https://example.org/", "response", "archive/data.warc.gz"],
      ["https://example.org/home#top", "response", "archive/data.warc.gz"],
      ["https://example.org/a.css", "response", "archive/data.warc.gz"],
      ["https://example.org/b.css", "response", "archive/data.warc.gz"],
      ["https://example.org/c.css", "response", "archive/data.warc.gz"],
      ["https://example.org/d.css", "response", "archive/data.warc.gz"],
      ["https://example.org/e.css", "response", "archive/data.warc.gz"],
      ["https://example.org/logo.svg", "resource", "archive/data.warc.gz"],
      ["https://example.org/same.png", "response", "archive/data.warc.gz"],
      ["https://example.org/same.png?v=2", "revisit", "archive/data.warc.gz"],
      ["https://example.org/home", "response", "archive/data.warc.gz"],
      ["https://cdn.example/x.js", "response", "archive/second.warc"],
    ]);
    expect(archive.unreadable).toEqual([]);
  });

  it("gives each response's status, headers, address, digest and size", async () => {
    const archive = await readArchive(wacz);
    const redirect = archive.find("https://example.org/");
    expect(redirect).toMatchObject({ status: 301, statusText: "Moved Permanently", size: 0 });
    expect(redirect?.headers.get("location")).toBe("/home");
    const page = archive.find("https://example.org/home", "2026-03-01T10:00:00Z");
    expect(page).toMatchObject({
      status: 200,
      contentType: "text/html",
      ipAddress: "93.184.215.14",
      date: "2026-03-01T10:00:01Z",
      size: gzipSync(bytes(html)).length,
    });
    expect(page?.payloadDigest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(archive.find("https://example.org/logo.svg")).toMatchObject({ status: 200, type: "resource" });
    expect(archive.find("https://example.org/nowhere")).toBeNull();
  });

  it("finds, of two captures of an address, the one nearest in time", async () => {
    const archive = await readArchive(wacz);
    const later = archive.find("https://example.org/home", "2026-03-04T00:00:00Z");
    expect(later?.date).toBe("2026-03-05T10:00:00Z");
    expect(await text(later?.body() ?? Promise.reject())).toBe("later");
  });

  it("undoes gzip, brotli, raw deflate and chunks; keeps bytes stored decoded; flags an unknown coding", async () => {
    const archive = await readArchive(wacz);
    const body = (url: string) => {
      const record = archive.find(url, "2026-03-01T10:00:00Z");
      if (!record) throw new Error(url);
      return record.body();
    };
    expect(await body("https://example.org/home")).toMatchObject({ encoding: "decoded" });
    expect(await text(body("https://example.org/home"))).toBe(html);
    expect(await text(body("https://example.org/a.css"))).toBe("a{}");
    expect(await text(body("https://example.org/b.css"))).toBe("b{}");
    expect(await body("https://example.org/c.css")).toMatchObject({ encoding: "identity" });
    expect(await text(body("https://example.org/c.css"))).toBe("c{}");
    expect(await body("https://example.org/d.css")).toMatchObject({ encoding: "as-recorded" });
    expect(await text(body("https://example.org/d.css"))).toBe("d{}");
    expect(await body("https://example.org/e.css")).toMatchObject({ encoding: "undecodable" });
    expect(await text(body("https://example.org/logo.svg"))).toBe("<svg/>");
    expect(await text(body("https://cdn.example/x.js"))).toBe("x()");
    // A revisit's body is its original's.
    expect(await text(body("https://example.org/same.png?v=2"))).toBe("png");
  });
});

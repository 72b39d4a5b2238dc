import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, type RunningServer, startServer } from "../../host/test/server.ts";
import { rawRequest } from "../test/raw-request.ts";

const BUILD = path.resolve(import.meta.dirname, "../../build/server/index.js");

/** One request line and the headers every request here needs. */
const request = (method: string, target: string, extra = "") =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;

// Through the production entry, so they need `npm run build` first (`npm test` builds before).
describe.skipIf(!existsSync(BUILD))("methods a path does not serve", () => {
  let server: RunningServer;
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let port = 0;
  const send = (method: string, target: string, extra?: string) =>
    rawRequest(port, request(method, target, extra));

  beforeAll(async () => {
    data = await makeDataDir();
    server = await startServer({ DATA_DIR: data.dir });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it.each([
    ["PUT", "/en", "GET, HEAD"],
    ["DELETE", "/fr/about", "GET, HEAD"],
    ["POST", "/vi", "GET, HEAD"],
    ["PATCH", "/en/tools/url-shortener", "GET, HEAD, POST"],
    ["DELETE", "/en/tools/url-shortener.data", "GET, HEAD, POST"],
    ["POST", "/healthz", "GET, HEAD"],
    ["PUT", "/sitemap.xml", "GET, HEAD"],
    ["DELETE", "/r/some-slug", "GET, HEAD"],
  ])("%s %s is 405 with Allow: %s", async (method, target, allow) => {
    const answer = await send(method, target, "Content-Length: 0\r\n");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers the API's refusals as JSON naming the method to use", async () => {
    const answer = await send("GET", "/api/shorten-url");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
    expect(JSON.parse(answer.body)).toMatchObject({
      status: "error",
      error: { code: "method_not_allowed", message: "Use POST." },
    });
    const search = await send("POST", "/api/search?q=text", "Content-Length: 0\r\n");
    expect(search.status).toBe(405);
    expect(search.headers.allow).toBe("GET, HEAD");
  });

  it.each(["TRACE", "CONNECT", "PROPFIND", "MKCOL", "FOO", "BREW"])(
    "%s is 501, on any path",
    async (method) => {
      for (const target of method === "CONNECT"
        ? ["127.0.0.1:443"]
        : ["/en", "/api/search", "/r/x", "/healthz"]) {
        const answer = await send(method, target);
        expect(answer.status, `${method} ${target}`).toBe(501);
      }
    },
  );

  it("answers OPTIONS with the methods the path serves", async () => {
    expect(await send("OPTIONS", "/en")).toMatchObject({
      status: 204,
      headers: { allow: "GET, HEAD, OPTIONS" },
    });
    expect(await send("OPTIONS", "/en/tools/url-shortener")).toMatchObject({
      status: 204,
      headers: { allow: "GET, HEAD, POST, OPTIONS" },
    });
    expect(await send("OPTIONS", "/api/shorten-url")).toMatchObject({
      status: 204,
      headers: { allow: "POST, OPTIONS" },
    });
  });

  it("reads other request-target forms: OPTIONS * for the server, a full URL as its path", async () => {
    expect(await send("OPTIONS", "*")).toMatchObject({
      status: 204,
      headers: { allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" },
    });
    expect((await send("GET", "*")).status).toBe(400);
    const absolute = await send("GET", "http://elsewhere.example/fr/about");
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain('lang="fr"');
  });

  it("refuses a page form sent as something else than a form, or too large, without a server error", async () => {
    const json = '{"url":"http://10.0.0.1/"}';
    const wrongType = await rawRequest(
      port,
      request(
        "POST",
        "/en/tools/url-shortener",
        `Content-Type: application/json\r\nContent-Length: ${json.length}\r\n`,
      ) + json,
    );
    expect(wrongType.status).toBe(415);
    const tooLarge = await send(
      "POST",
      "/en/tools/url-shortener",
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n",
    );
    expect(tooLarge.status).toBe(413);
  });

  it("still serves what each path serves", async () => {
    expect((await send("GET", "/en")).status).toBe(200);
    expect((await send("HEAD", "/en/tools/url-shortener")).status).toBe(200);
    const form = "url=http%3A%2F%2F10.0.0.1%2F";
    const posted = await rawRequest(
      port,
      request(
        "POST",
        "/en/tools/url-shortener",
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n`,
      ) + form,
    );
    // The form's answer (the address is refused), rendered as the page: served, not refused as a method.
    expect(posted.status).toBeLessThan(500);
    expect(posted.status).not.toBe(405);
    expect(server.logs.filter((line) => line.level === "error")).toEqual([]);
  });
});

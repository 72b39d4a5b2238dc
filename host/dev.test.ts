import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, type RunningServer, startServer } from "./test/server.ts";

// `npm run dev`: the production HTTP server with the app compiled from the sources by Vite. No build needed.
describe("the development server", () => {
  let server: RunningServer;
  let data: Awaited<ReturnType<typeof makeDataDir>>;

  beforeAll(async () => {
    data = await makeDataDir();
    server = await startServer({ DATA_DIR: data.dir }, "host/dev.ts");
  });
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  // The first page compiles the whole app for the server, which takes a few seconds on a busy machine.
  it("renders pages with the security headers, a CSP that lets Vite's client connect back", async () => {
    const response = await fetch(`${server.url}/en`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${server.url.replace("http:", "ws:")}`);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(html).toContain("VeriTools");
    // The stylesheet comes from Vite, which swaps it when it changes.
    expect(html).toContain('<link rel="stylesheet" href="/app/app.css"/>');
    // Every inline script runs under the CSP, React Router's development ones (HMR runtime) included.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain('import "/@id/__x00__virtual:react-router/inject-hmr-runtime"');
  }, 60_000);

  it("serves the sources, the stylesheet and Vite's client through Vite", async () => {
    const css = await fetch(`${server.url}/app/app.css`, { headers: { accept: "text/css" } });
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(css.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await css.text()).toContain("--color-primary");
    const client = await fetch(`${server.url}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toContain("text/javascript");
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
  });

  it("answers the API and the health checks as in production", async () => {
    const search = await fetch(`${server.url}/api/search?q=text&lang=en`);
    expect(search.status).toBe(200);
    expect(search.headers.get("content-type")).toContain("application/json");
    const body = (await search.json()) as { query: string; groups: { category: { slug: string } }[] };
    expect(body.query).toBe("text");
    expect(body.groups.map((group) => group.category.slug)).toContain("text-tools");
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await server.stop()).toBe(0);
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: "stopped" }));
  });
});

import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, postgresTestUrl, type TestDatabase } from "#server/test/databases.ts";
import { makeDataDir, type RunningServer, startServer } from "../../../../host/test/server.ts";

// Managing short links through the production entry, over real HTTP: needs `npm run build` first.
const BUILD = path.resolve(import.meta.dirname, "../../../../build/server/index.js");
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const ENV = {
  ALLOW_PRIVATE_ADDRESSES: "true",
  TRUST_PROXY: "true",
  SHORTEN_RATE_LIMIT: "6/60",
  LOG_LEVEL: "warn",
};

let clients = 0;
/** A client address of its own for each call unless given (the server trusts one proxy). */
function call(
  server: RunningServer,
  target: string,
  init: { method?: string; body?: unknown; key?: string; from?: string } = {},
) {
  return fetch(`${server.url}${target}`, {
    method: init.method ?? "GET",
    redirect: "manual",
    headers: {
      "user-agent": BROWSER,
      "x-forwarded-for": init.from ?? `203.0.113.${++clients}`,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.key === undefined ? {} : { authorization: `Bearer ${init.key}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

let destinations = 0;
async function create(server: RunningServer, fields: { alias?: string; unlisted?: boolean } = {}) {
  const url = `http://127.0.0.1:9/managed-${++destinations}`;
  const response = await call(server, "/api/shorten-url", { method: "POST", body: { url, ...fields } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { shortenedUrl: string; manageKey: string };
  return { url, slug: body.shortenedUrl.split("/").at(-1) ?? "", key: body.manageKey };
}

async function recentIds(server: RunningServer): Promise<string[]> {
  const { links } = (await (await call(server, "/api/short-links/recent")).json()) as {
    links: { internalSlug: string }[];
  };
  return links.map((link) => link.internalSlug);
}

describe.skipIf(!existsSync(BUILD))("managing short links over HTTP", () => {
  let server: RunningServer;
  let data: Awaited<ReturnType<typeof makeDataDir>>;

  beforeAll(async () => {
    data = await makeDataDir();
    server = await startServer({ ...ENV, DATA_DIR: data.dir });
  });
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it("keeps an unlisted link out of the recent links, and its statistics behind its key", async () => {
    const hidden = await create(server, { unlisted: true });
    const listed = await create(server);
    const recent = await recentIds(server);
    expect(recent).toContain(listed.slug);
    expect(recent).not.toContain(hidden.slug);
    expect((await call(server, `/r/${hidden.slug}`)).status).toBe(302);
    expect((await call(server, `/api/short-links/${hidden.slug}/stats`)).status).toBe(403);
    expect((await call(server, `/api/short-links/${hidden.slug}/stats`, { key: listed.key })).status).toBe(
      403,
    );
    expect((await call(server, `/api/short-links/${hidden.slug}/stats`, { key: hidden.key })).status).toBe(
      200,
    );
    expect((await call(server, `/api/short-links/${listed.slug}/stats`)).status).toBe(200);
  });

  it("answers 403 to a missing or wrong key and changes nothing", async () => {
    const link = await create(server);
    const other = await create(server);
    for (const key of [undefined, other.key, "not-a-key"]) {
      const patch = await call(server, `/api/short-links/${link.slug}`, {
        method: "PATCH",
        body: { url: "http://127.0.0.1:9/elsewhere" },
        key,
      });
      expect(patch.status).toBe(403);
      expect(await patch.json()).toMatchObject({ status: "error", error: { code: "wrong_key" } });
      expect((await call(server, `/api/short-links/${link.slug}`, { method: "DELETE", key })).status).toBe(
        403,
      );
    }
    const redirect = await call(server, `/r/${link.slug}`);
    expect(redirect.headers.get("location")).toBe(link.url);
  });

  it("changes a destination with the same checks as shortening, the change shown on the preview page", async () => {
    const link = await create(server, { alias: "Managed-Alias" });
    const refused = await call(server, "/api/short-links/managed-alias", {
      method: "PATCH",
      body: { url: "javascript:alert(1)" },
      key: link.key,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "unsupported_scheme" } });
    expect((await call(server, "/r/Managed-Alias")).headers.get("location")).toBe(link.url);

    const target = "http://127.0.0.1:9/moved";
    const changed = await call(server, "/api/short-links/Managed-Alias", {
      method: "PATCH",
      body: { url: target },
      key: link.key,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      status: "success",
      link: {
        slug: "Managed-Alias",
        originalUrl: target,
        history: [{ previousUrl: link.url, newUrl: target }],
      },
    });
    expect((await call(server, "/r/managed-alias")).headers.get("location")).toBe(target);
    const preview = await (await call(server, "/s/Managed-Alias")).text();
    expect(preview).toContain("Destination changed on");
    expect(preview).toContain(link.url);
  });

  it("deletes a link: 204, then 410 for its address, its preview and its key, and out of the recent links", async () => {
    const link = await create(server);
    expect((await call(server, `/r/${link.slug}`)).status).toBe(302);
    expect(await recentIds(server)).toContain(link.slug);
    const removed = await call(server, `/api/short-links/${link.slug}`, { method: "DELETE", key: link.key });
    expect(removed.status).toBe(204);
    const redirect = await call(server, `/r/${link.slug}`);
    expect(redirect.status).toBe(410);
    expect(await redirect.text()).toContain("removed by its creator");
    expect((await call(server, `/s/${link.slug}`)).status).toBe(410);
    expect((await call(server, `/api/short-links/${link.slug}`, { key: link.key })).status).toBe(410);
    expect((await call(server, `/api/short-links/${link.slug}/stats`)).status).toBe(410);
    expect(await recentIds(server)).not.toContain(link.slug);
  });

  it("disables a link: 410 saying its creator disabled it, out of the recent links, and back once enabled", async () => {
    const link = await create(server);
    expect((await call(server, `/r/${link.slug}`)).status).toBe(302);
    const wrong = await call(server, `/api/short-links/${link.slug}`, {
      method: "PATCH",
      body: { disabled: true },
      key: "not-the-key",
    });
    expect(wrong.status).toBe(403);
    for (const body of [{ disabled: "yes" }, { disabled: true, url: link.url }, {}]) {
      const refused = await call(server, `/api/short-links/${link.slug}`, {
        method: "PATCH",
        body,
        key: link.key,
      });
      expect(refused.status).toBe(400);
    }
    expect((await call(server, `/r/${link.slug}`)).status).toBe(302);

    const disabled = await call(server, `/api/short-links/${link.slug}`, {
      method: "PATCH",
      body: { disabled: true },
      key: link.key,
    });
    expect(disabled.status).toBe(200);
    const { link: managed } = (await disabled.json()) as {
      link: { disabledAt: string | null; originalUrl: string };
    };
    expect(managed.disabledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(managed.originalUrl).toBe(link.url);
    const redirect = await call(server, `/r/${link.slug}`);
    expect(redirect.status).toBe(410);
    const page = await redirect.text();
    expect(page).toContain("disabled by its creator");
    expect(page).not.toContain(link.url);
    expect((await call(server, `/s/${link.slug}`)).status).toBe(410);
    expect(await recentIds(server)).not.toContain(link.slug);
    // Its creator still manages it, and someone shortening the same address gets a link of their own.
    expect((await call(server, `/api/short-links/${link.slug}`, { key: link.key })).status).toBe(200);
    const again = await call(server, "/api/shorten-url", { method: "POST", body: { url: link.url } });
    expect(((await again.json()) as { shortenedUrl: string }).shortenedUrl).not.toContain(link.slug);

    const enabled = await call(server, `/api/short-links/${link.slug}`, {
      method: "PATCH",
      body: { disabled: false },
      key: link.key,
    });
    expect(((await enabled.json()) as { link: { disabledAt: string | null } }).link.disabledAt).toBeNull();
    const back = await call(server, `/r/${link.slug}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(link.url);
    expect(await recentIds(server)).toContain(link.slug);
  });

  it("limits management calls per client like shortening", async () => {
    const link = await create(server);
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await call(server, `/api/short-links/${link.slug}`, { key: link.key, from: "203.0.113.250" }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe.skipIf(!existsSync(BUILD) || postgresTestUrl() === undefined)(
  "a removed link on two server processes of one PostgreSQL",
  () => {
    let database: TestDatabase;
    let servers: RunningServer[] = [];

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      const { databaseUrl = "", dataDir } = database.options;
      servers = await Promise.all(
        [1, 2].map(() => startServer({ ...ENV, DATABASE_URL: databaseUrl, DATA_DIR: dataDir })),
      );
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
    });

    it("stops redirecting on the other process, which had it cached, as soon as it hears of it", async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const link = await create(a);
      // The other process now remembers where it leads.
      expect((await call(b, `/r/${link.slug}`)).status).toBe(302);
      expect((await call(b, `/r/${link.slug}`)).status).toBe(302);
      const moved = "http://127.0.0.1:9/moved-on-a";
      await call(a, `/api/short-links/${link.slug}`, {
        method: "PATCH",
        body: { url: moved },
        key: link.key,
      });
      let location = link.url;
      for (let i = 0; i < 50 && location !== moved; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        location = (await call(b, `/r/${link.slug}`)).headers.get("location") ?? "";
      }
      expect(location).toBe(moved);
      expect(
        (await call(a, `/api/short-links/${link.slug}`, { method: "DELETE", key: link.key })).status,
      ).toBe(204);
      let status = 302;
      for (let i = 0; i < 50 && status !== 410; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await call(b, `/r/${link.slug}`)).status;
      }
      expect(status).toBe(410);
    });

    it("a disabled link stops redirecting on the other process, and redirects there again once enabled", async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const link = await create(a);
      expect((await call(b, `/r/${link.slug}`)).status).toBe(302);
      const toggle = async (disabled: boolean) =>
        (
          await call(a, `/api/short-links/${link.slug}`, {
            method: "PATCH",
            body: { disabled },
            key: link.key,
          })
        ).status;
      const statusOnB = async (expected: number) => {
        let status = 0;
        for (let i = 0; i < 50 && status !== expected; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          status = (await call(b, `/r/${link.slug}`)).status;
        }
        return status;
      };
      expect(await toggle(true)).toBe(200);
      expect(await statusOnB(410)).toBe(410);
      expect(await toggle(false)).toBe(200);
      expect(await statusOnB(302)).toBe(302);
    });
  },
);

import { existsSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { clicksCounted } from "#app/test/clicks-counted.ts";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { type RunningServer, startServer } from "../../../../../host/test/server.ts";
import { createShortLinkRepository } from "../repository.ts";

// The production entry over real HTTP, killed with SIGKILL: needs `npm run build` first, like main.test.ts.
const BUILD = path.resolve(import.meta.dirname, "../../../../../build/server/index.js");
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const REDIRECTS = 400;
const CONCURRENCY = 25;

/** Sends `count` GETs to `url`, `CONCURRENCY` at a time; every one must be answered with a 302. */
async function redirectMany(url: string, count: number): Promise<void> {
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < count) {
        sent++;
        const response = await fetch(url, { redirect: "manual", headers: { "user-agent": BROWSER } });
        expect(response.status).toBe(302);
      }
    }),
  );
}

/** SIGKILL, as a crash or the OOM killer would: no shutdown code runs. */
async function kill(server: RunningServer): Promise<void> {
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGKILL");
  await exited;
}

describeEachDialect("answered redirects survive kill -9", (database) => {
  const env = (): Record<string, string> => {
    const { options } = database();
    // With a URL too, the folder of the click journals that a restart replays (decision 015).
    return options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl, DATA_DIR: options.dataDir }
      : { DATA_DIR: options.dataDir };
  };

  async function newLink(): Promise<{ id: number; slug: string }> {
    const slug = `kill${Math.random().toString(36).slice(2, 10)}`;
    const link = await createShortLinkRepository(database().handle.db).insert({
      internalSlug: slug,
      shortenedSlug: slug,
      originalUrl: "https://example.com/landing",
      normalizedUrl: "https://example.com/landing",
      language: "en",
    });
    return { id: link.id, slug };
  }

  const counted = (linkId: number) => clicksCounted(database().handle.db, linkId);

  it.skipIf(!existsSync(BUILD))(
    `counts all ${REDIRECTS} redirects answered right before a kill -9, after a restart`,
    async () => {
      const link = await newLink();
      const server = await startServer(env());
      await redirectMany(`${server.url}/r/${link.slug}`, REDIRECTS);
      await kill(server);
      const restarted = await startServer(env());
      try {
        expect(await counted(link.id)).toEqual({ usage: REDIRECTS, events: REDIRECTS });
      } finally {
        await restarted.stop();
      }
    },
  );

  it.skipIf(!existsSync(BUILD))(
    "counts exactly across two processes on one PostgreSQL database, both killed, after a restart",
    async (context) => {
      // The embedded database belongs to one process.
      if (database().dialect !== "postgres") context.skip();
      const link = await newLink();
      const servers = [await startServer(env()), await startServer(env())];
      await Promise.all(servers.map((server) => redirectMany(`${server.url}/r/${link.slug}`, REDIRECTS)));
      await Promise.all(servers.map(kill));
      // The clicks of both killed processes' journals are stored at the next start, before it is ready.
      const restarted = await startServer(env());
      try {
        expect(await counted(link.id)).toEqual({ usage: 2 * REDIRECTS, events: 2 * REDIRECTS });
      } finally {
        await restarted.stop();
      }
    },
  );
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/connect.ts";
import type { LogFields, Logger } from "../logger.ts";
import { createTestDatabase, postgresTestUrl, type TestDatabase } from "../test/databases.ts";
import { describeEachDialect } from "../test/describe-each-dialect.ts";
import type { ChangeFeed, ShortLinkChange } from "./change-feed.ts";
import { createChangeFeed } from "./create-change-feed.ts";
import { CHANGE_CHANNEL, createPostgresFeed } from "./postgres-feed.ts";

function recordingLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  const log = (msg: string, _fields?: LogFields) => {
    messages.push(msg);
  };
  return { messages, debug: log, info: log, warn: log, error: log };
}

/** Subscribes and keeps what it hears; `next` resolves on the first change matching. */
function listen(feed: ChangeFeed) {
  const heard: ShortLinkChange[] = [];
  const waiters: { match: (change: ShortLinkChange) => boolean; resolve: () => void }[] = [];
  const unsubscribe = feed.subscribe((change) => {
    heard.push(change);
    for (const waiter of waiters.filter((w) => w.match(change))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    heard,
    unsubscribe,
    next(match: (change: ShortLinkChange) => boolean): Promise<void> {
      if (heard.some(match)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

const withId = (id: number) => (change: ShortLinkChange) => change.id === id;

describeEachDialect(
  "createChangeFeed",
  (database) => {
    let feed: ChangeFeed;
    const logger = recordingLogger();
    beforeAll(async () => {
      feed = await createChangeFeed(database().handle, {
        databaseUrl: database().options.databaseUrl,
        logger,
      });
    });
    afterAll(() => feed.close());

    it("delivers a published change to every subscriber", async () => {
      const first = listen(feed);
      const second = listen(feed);
      await feed.publish({ type: "insert", id: 1 });
      await Promise.all([first.next(withId(1)), second.next(withId(1))]);
      expect(first.heard).toEqual([{ type: "insert", id: 1 }]);
      expect(second.heard).toEqual([{ type: "insert", id: 1 }]);
      first.unsubscribe();
      second.unsubscribe();
    });

    it("stops delivering to a subscriber that left", async () => {
      const leaving = listen(feed);
      const staying = listen(feed);
      leaving.unsubscribe();
      await feed.publish({ type: "update", id: 2 });
      await staying.next(withId(2)); // delivered in order: had the one that left heard it, it would have by now
      expect(leaving.heard).toEqual([]);
      staying.unsubscribe();
    });

    it("keeps delivering when a subscriber throws", async () => {
      const unsubscribe = feed.subscribe(() => {
        throw new Error("broken subscriber");
      });
      const healthy = listen(feed);
      await feed.publish({ type: "delete", id: 3 });
      await healthy.next(withId(3));
      expect(logger.messages).toContain("change feed subscriber failed");
      unsubscribe();
      healthy.unsubscribe();
    });
  },
  { migrate: false },
);

describe.skipIf(postgresTestUrl() === undefined)("PostgreSQL change feed across processes", () => {
  let database: TestDatabase;
  let otherHandle: DatabaseHandle;
  const feeds: ChangeFeed[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { migrate: false });
    // A second handle on the same database, as a second server process would have.
    otherHandle = await openDatabase(database.options);
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.close()));
    await otherHandle?.close();
    await database?.drop();
  });

  async function feedOn(handle: DatabaseHandle, logger: Logger = recordingLogger()) {
    const feed = await createPostgresFeed({
      db: handle.db,
      databaseUrl: database.options.databaseUrl ?? "",
      logger,
      reconnectDelayMs: { min: 20, max: 200 },
    });
    feeds.push(feed);
    return feed;
  }

  it("lets two processes hear each other", async () => {
    const one = await feedOn(database.handle);
    const two = await feedOn(otherHandle);
    const hearsOne = listen(one);
    const hearsTwo = listen(two);
    await one.publish({ type: "insert", id: 10 });
    await two.publish({ type: "update", id: 11 });
    await Promise.all([hearsOne.next(withId(11)), hearsTwo.next(withId(10)), hearsTwo.next(withId(11))]);
    expect(hearsOne.heard).toEqual([
      { type: "insert", id: 10 },
      { type: "update", id: 11 },
    ]);
    expect(hearsTwo.heard).toEqual(hearsOne.heard);
  });

  it("carries an unlisted link's flag and the slugs to forget to the other process", async () => {
    const one = await feedOn(database.handle);
    const two = await feedOn(otherHandle);
    const hearsTwo = listen(two);
    await one.publish({ type: "delete", id: 13, unlisted: true, slugs: ["k7m2q9z", "My-Alias"] });
    await hearsTwo.next(withId(13));
    expect(hearsTwo.heard).toEqual([
      { type: "delete", id: 13, unlisted: true, slugs: ["k7m2q9z", "My-Alias"] },
    ]);
  });

  it("ignores malformed notifications", async () => {
    const logger = recordingLogger();
    const feed = await feedOn(database.handle, logger);
    const heard = listen(feed);
    for (const payload of ["not json", '{"type":"drop","id":1}', '{"type":"insert","id":"1"}', "null"]) {
      await sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(database.handle.db);
    }
    await feed.publish({ type: "insert", id: 12 });
    await heard.next(withId(12));
    expect(heard.heard).toEqual([{ type: "insert", id: 12 }]);
    expect(
      logger.messages.filter((msg) => msg === "change feed ignored a malformed notification"),
    ).toHaveLength(4);
  });

  it("reconnects after its listening connection is terminated, keeping its subscribers", async () => {
    const logger = recordingLogger();
    const feed = await feedOn(database.handle, logger);
    const heard = listen(feed);
    const { rows } = await sql<{ terminated: boolean }>`
      select pg_terminate_backend(pid) as terminated from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`.execute(otherHandle.db);
    expect(rows.length).toBeGreaterThan(0);
    // Changes published while it is down are lost by design: publish until one gets through.
    let id = 100;
    while (!heard.heard.some((change) => change.id >= 100)) {
      await feed.publish({ type: "update", id: id++ });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(logger.messages).toContain("change feed connection lost");
    expect(logger.messages).toContain("change feed listening again");
  });

  it("fails to start without a reachable server", async () => {
    const url = new URL(database.options.databaseUrl ?? "");
    url.pathname = "/veritools_no_such_database";
    await expect(
      createPostgresFeed({ db: database.handle.db, databaseUrl: url.toString(), logger: recordingLogger() }),
    ).rejects.toThrow(/does not exist/);
  });
});

import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createTestDatabase, postgresTestUrl, type TestDatabase } from "../test/databases.ts";
import { createMemoryRateLimitStore } from "./memory.ts";
import { createPostgresRateLimitStore } from "./postgres.ts";
import type { RateLimitStore } from "./rate-limiter.ts";
import { createRedisRateLimitStore } from "./redis.ts";

const redisTestUrl = process.env.TEST_REDIS_URL || undefined;
const logger = createLogger("silent");

/** A clock the test moves; it starts at noon UTC so that a test can cross midnight on purpose. */
function testClock() {
  const clock = { time: Date.parse("2026-11-25T12:00:00.000Z"), now: () => clock.time };
  return clock;
}

interface StoreKind {
  name: string;
  skip: boolean;
  /** Whether one store stands for the whole site (shared) or for one process (memory). */
  shared: boolean;
  /** Opens one store, as one process would; `now` drives salts (and windows, where the store reads it). */
  open(now: () => number): Promise<RateLimitStore>;
  setUp?(): Promise<void>;
  tearDown?(): Promise<void>;
  /** Every key the store holds, to show that no client address is among them. */
  storedKeys(): Promise<string[]>;
}

let database: TestDatabase | undefined;
const redisPrefix = `veritools-test-${randomBytes(6).toString("hex")}:`;
const redis = createClient({ url: redisTestUrl });

const kinds: StoreKind[] = [
  {
    name: "memory",
    skip: false,
    shared: false,
    open: async (now) => createMemoryRateLimitStore({ now }),
    storedKeys: async () => [],
  },
  {
    name: "PostgreSQL",
    skip: postgresTestUrl() === undefined,
    shared: true,
    async setUp() {
      database = await createTestDatabase("postgres");
    },
    async tearDown() {
      await database?.drop();
    },
    async open(now) {
      if (database === undefined) throw new Error("no test database");
      return createPostgresRateLimitStore(database.handle.db, { now });
    },
    async storedKeys() {
      if (database === undefined) return [];
      const { db } = database.handle;
      const windows = await db.selectFrom("rate_limit_windows").select("key").execute();
      const salts = await db.selectFrom("rate_limit_salts").select(["day", "salt"]).execute();
      return [...windows.map((row) => row.key), ...salts.map((row) => `${row.day} ${row.salt}`)];
    },
  },
  {
    name: "Redis",
    skip: redisTestUrl === undefined,
    shared: true,
    async setUp() {
      await redis.connect();
    },
    async tearDown() {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(keys);
      await redis.close();
    },
    open: (now) =>
      createRedisRateLimitStore({ url: redisTestUrl ?? "", keyPrefix: redisPrefix, logger, now }),
    storedKeys: () => redis.keys(`${redisPrefix}*`),
  },
];

for (const kind of kinds) {
  describe.skipIf(kind.skip)(`rate limits counted in ${kind.name}`, () => {
    const opened: RateLimitStore[] = [];
    const open = async (now: () => number) => {
      const store = await kind.open(now);
      opened.push(store);
      return store;
    };
    /** A name of its own for each test, so that tests never share a window. */
    const fresh = () => `test-${randomBytes(4).toString("hex")}`;

    beforeAll(async () => {
      await kind.setUp?.();
    });
    afterAll(async () => {
      await Promise.all(opened.map((store) => store.close()));
      await kind.tearDown?.();
    });

    it("lets the allowed number of requests through per key, then says how long to wait", async () => {
      const clock = testClock();
      const limiter = (await open(clock.now)).limiter(fresh(), { requests: 3, windowMs: 60_000 });
      for (let i = 0; i < 3; i++) expect(await limiter.take("203.0.113.7")).toEqual({ allowed: true });
      const refused = await limiter.take("203.0.113.7");
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await limiter.take("203.0.113.8")).toEqual({ allowed: true });
    });

    it("keeps limits of different names apart", async () => {
      const store = await open(testClock().now);
      const a = store.limiter(fresh(), { requests: 1, windowMs: 60_000 });
      const b = store.limiter(fresh(), { requests: 1, windowMs: 60_000 });
      expect((await a.take("203.0.113.9")).allowed).toBe(true);
      expect((await b.take("203.0.113.9")).allowed).toBe(true);
      expect((await a.take("203.0.113.9")).allowed).toBe(false);
    });

    it("opens a new window when the last one has ended", async () => {
      const clock = testClock();
      const limiter = (await open(clock.now)).limiter(fresh(), { requests: 1, windowMs: 1000 });
      expect((await limiter.take("203.0.113.10")).allowed).toBe(true);
      expect((await limiter.take("203.0.113.10")).allowed).toBe(false);
      // Redis ends windows by its own clock, the others by the process's: move both.
      clock.time += 1100;
      await sleep(1100);
      expect((await limiter.take("203.0.113.10")).allowed).toBe(true);
    });

    it("stores no client address", async () => {
      const limiter = (await open(testClock().now)).limiter(fresh(), { requests: 5, windowMs: 60_000 });
      await limiter.take("198.51.100.23");
      await limiter.take("2001:db8:1::/64");
      const stored = (await kind.storedKeys()).join("\n");
      expect(stored).not.toContain("198.51.100.23");
      expect(stored).not.toContain("2001:db8");
    });

    it.skipIf(!kind.shared)(
      "holds across processes: two stores on one backend allow the limit once",
      async () => {
        const name = fresh();
        const limit = { requests: 20, windowMs: 60_000 };
        const clock = testClock();
        const processes = [await open(clock.now), await open(clock.now)].map((store) =>
          store.limiter(name, limit),
        );
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) => processes[i % 2]?.take("192.0.2.44")),
        );
        expect(answers.filter((answer) => answer?.allowed)).toHaveLength(20);
      },
    );

    it.skipIf(!kind.shared)(
      "hashes keys with a salt of the day, so counts restart at midnight UTC",
      async () => {
        const name = fresh();
        const clock = testClock();
        clock.time = Date.parse("2026-11-25T23:59:59.000Z");
        const limiter = (await open(clock.now)).limiter(name, { requests: 1, windowMs: 60_000 });
        expect((await limiter.take("192.0.2.45")).allowed).toBe(true);
        expect((await limiter.take("192.0.2.45")).allowed).toBe(false);
        clock.time += 2000;
        expect((await limiter.take("192.0.2.45")).allowed).toBe(true);
      },
    );
  });
}

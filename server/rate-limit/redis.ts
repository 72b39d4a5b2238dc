import { createClient } from "@redis/client";
import type { Logger } from "../logger.ts";
import { decide, type RateLimitStore } from "./rate-limiter.ts";
import { createSaltedKeys, newSalt } from "./salted-keys.ts";

/** A salt outlives its day by one, so a process whose clock is a little behind still finds it. */
const SALT_TTL_SECONDS = 2 * 24 * 60 * 60;

export interface RedisRateLimitOptions {
  url: string;
  /** Put before every key, so that several sites (or test runs) can share one Redis. */
  keyPrefix?: string;
  logger: Logger;
  now?: () => number;
}

/**
 * Rate-limit windows in Redis, shared by every process that uses it: a key per client and limit that
 * expires with its window. Connects before it is handed out, so a wrong REDIS_URL stops the start.
 */
export async function createRedisRateLimitStore(options: RedisRateLimitOptions): Promise<RateLimitStore> {
  const { url, keyPrefix = "veritools:", logger, now = Date.now } = options;
  let connected = false;
  const client = createClient({
    url,
    keyPrefix,
    // While Redis is away, a request fails at once (and is let through) instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // The first connection fails the start; once up, reconnect for as long as it takes.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 5000) : cause),
    },
  });
  client.on("error", (error: unknown) => {
    if (connected) logger.warn("redis connection failed; retrying", { error });
  });
  await client.connect();
  connected = true;

  const saltedKey = createSaltedKeys(
    {
      async saltOf(day) {
        await client.set(`rate-limit-salt:${day}`, newSalt(), {
          condition: "NX",
          expiration: { type: "EX", value: SALT_TTL_SECONDS },
        });
        const salt = await client.get(`rate-limit-salt:${day}`);
        if (salt === null) throw new Error(`The rate-limit salt of ${day} vanished`);
        return salt;
      },
    },
    now,
  );

  return {
    limiter(name, limit) {
      return {
        async take(key) {
          const id = `rate-limit:${name}:${await saltedKey(key)}`;
          // One round trip, atomically: start the window if there is none, count, and read its end.
          const [, hits, remainingMs] = await client
            .multi()
            .set(id, "0", { condition: "NX", expiration: { type: "PX", value: limit.windowMs } })
            .incr(id)
            .pTTL(id)
            .exec();
          return decide(Number(hits), Number(remainingMs), limit);
        },
      };
    },
    async close() {
      connected = false;
      await client.close();
    },
  };
}

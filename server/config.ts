import path from "node:path";
import { z } from "zod";
import { absoluteHttpUrl, ConfigError, flag, parseEnv, rateLimit } from "./env-fields.ts";
import {
  hostAddresses,
  type PrivateAddressRule,
  privateAddressRule,
  privateEndpoints,
} from "./net/private-endpoints.ts";
import type { RateLimit } from "./rate-limit/rate-limiter.ts";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

// How many proxies in front of the server append to X-Forwarded-For: "true" is one, "false" none.
const trustedProxies = z
  .string()
  .trim()
  .regex(/^(true|false|\d{1,2})$/, { message: "must be true, false or a number of proxies" })
  .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PUBLIC_URL: absoluteHttpUrl.optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), {
      message: "must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)",
    })
    .optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  CLICK_JOURNAL_DIR: z.string().trim().min(1).optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\//.test(value) && URL.canParse(value), {
      message: "must be a redis:// or rediss:// URL",
    })
    .optional(),
  SHORT_URL_BASE: absoluteHttpUrl.optional(),
  SUPPORT_EMAIL: z.email({ message: "must be an e-mail address" }).default("support@veritools.app"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  TRUST_PROXY: trustedProxies.default(0),
  ALLOW_PRIVATE_ADDRESSES: flag.default(false),
  ALLOW_PRIVATE_ENDPOINTS: privateEndpoints.default([]),
  HOST_ADDRESSES: hostAddresses.default({}),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  // "off" (or false) hides the search by address and removes its endpoints (decision 034).
  SHARED_IMAGES: z
    .enum(["on", "off", "true", "false", "1", "0"], { message: "must be on or off" })
    .transform((value) => value === "on" || value === "true" || value === "1")
    .default(true),
  SHARED_IMAGE_RATE_LIMIT: rateLimit.default({ requests: 60, windowMs: 3_600_000 }),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Origin the site is reached at, without a trailing slash; used for canonical and short links. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where each process journals its clicks before answering (decision 015); absolute path. */
  clickJournalDir: string;
  /** Where rate limits are counted across processes; unset, PostgreSQL does it (or memory on SQLite). */
  redisUrl: string | undefined;
  /** Base of the short URLs, without a trailing slash; defaults to `${publicUrl}/r`. */
  shortUrlBase: string;
  supportEmail: string;
  logLevel: LogLevel;
  production: boolean;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0 trusts none. */
  trustedProxies: number;
  /**
   * Which private addresses links and previews may point to: none (`false`), all (`true`, tests only:
   * ALLOW_PRIVATE_ADDRESSES), or the endpoints ALLOW_PRIVATE_ENDPOINTS names (a function).
   */
  allowPrivateAddresses: PrivateAddressRule;
  /** The endpoints ALLOW_PRIVATE_ENDPOINTS names, as it wrote them, for the start-up warning. */
  allowedPrivateEndpoints: string[];
  /** HOST_ADDRESSES: names the server's fetches resolve from this table instead of DNS. */
  hostAddresses: Record<string, string[]>;
  /** SHARED_IMAGES: pictures put at a temporary address for reverse search engines (decision 034). */
  sharedImages: boolean;
  /** SHARED_IMAGE_RATE_LIMIT, per client address: uploads of pictures to share. */
  sharedImageRateLimit: RateLimit;
}

export { ConfigError };

/**
 * Reads the server's own configuration from the environment (a tool's variables are its own: see
 * tool-env.ts); throws a ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const values = parseEnv(schema, env);
  const hostForUrl = values.HOST === "0.0.0.0" || values.HOST === "::" ? "127.0.0.1" : values.HOST;
  const publicUrl = values.PUBLIC_URL ?? `http://${hostForUrl}:${values.PORT}`;
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    clickJournalDir: path.resolve(values.CLICK_JOURNAL_DIR ?? path.join(values.DATA_DIR, "click-journal")),
    redisUrl: values.REDIS_URL,
    shortUrlBase: values.SHORT_URL_BASE ?? `${publicUrl}/r`,
    supportEmail: values.SUPPORT_EMAIL,
    logLevel: values.LOG_LEVEL,
    production: values.NODE_ENV === "production",
    trustedProxies: values.TRUST_PROXY,
    allowPrivateAddresses: privateAddressRule(values.ALLOW_PRIVATE_ADDRESSES, values.ALLOW_PRIVATE_ENDPOINTS),
    allowedPrivateEndpoints: values.ALLOW_PRIVATE_ENDPOINTS.map(
      ({ address, firstPort, lastPort }) =>
        `${address.includes(":") ? `[${address}]` : address}:${firstPort}${lastPort === firstPort ? "" : `-${lastPort}`}`,
    ),
    hostAddresses: values.HOST_ADDRESSES,
    sharedImages: values.SHARED_IMAGES,
    sharedImageRateLimit: values.SHARED_IMAGE_RATE_LIMIT,
  };
}

import path from "node:path";
import { z } from "zod";
import { withoutTrailing } from "../app/lib/trim.ts";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

const absoluteHttpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: "must be an absolute http:// or https:// URL",
  })
  .transform((value) => withoutTrailing(value, "/"));

const flag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

// "20/60": at most 20 requests per client address in any 60-second window.
const rateLimit = z
  .string()
  .trim()
  .regex(/^\d+\/\d+$/, { message: 'must be "REQUESTS/SECONDS", e.g. "20/60"' })
  .transform((value) => {
    const [requests = 0, seconds = 0] = value.split("/").map(Number);
    return { requests, windowMs: seconds * 1000 };
  })
  .refine((limit) => limit.requests >= 1 && limit.windowMs >= 1000, {
    message: "needs at least 1 request per at least 1 second",
  });

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
  BLOCKLIST_FILE: z.string().trim().min(1).optional(),
  SAFE_BROWSING_API_KEY: z.string().trim().min(1).optional(),
  SHORTEN_RATE_LIMIT: rateLimit.default({ requests: 20, windowMs: 60_000 }),
  INVESTIGATE_RATE_LIMIT: rateLimit.default({ requests: 30, windowMs: 60_000 }),
  IMAGE_FETCH_RATE_LIMIT: rateLimit.default({ requests: 20, windowMs: 60_000 }),
  // A page of live statistics refetches at most once a second: two such tabs per address.
  STATS_RATE_LIMIT: rateLimit.default({ requests: 120, windowMs: 60_000 }),
  RDAP_BOOTSTRAP_URL: absoluteHttpUrl.default("https://data.iana.org/rdap/dns.json"),
  WAYBACK_AVAILABILITY_URL: absoluteHttpUrl.default("https://archive.org/wayback/available"),
  TRUST_PROXY: trustedProxies.default(0),
  CLICK_EVENTS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ALLOW_PRIVATE_ADDRESSES: flag.default(false),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
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
  /** An operator's blocklist of domains and URL prefixes, added to the shipped one; absolute path. */
  blocklistFile: string | undefined;
  /** Enables the Google Safe Browsing lookup of every address to shorten. */
  safeBrowsingApiKey: string | undefined;
  /** Shortening requests allowed per client address and window. */
  shortenRateLimit: { requests: number; windowMs: number };
  /** IANA's bootstrap file naming each top-level domain's RDAP server (registration data). */
  rdapBootstrapUrl: string;
  /** The Wayback Machine's availability API, asked for the latest copy of a link's destination. */
  waybackAvailabilityUrl: string;
  /** Link investigations (page or API) allowed per client address and window. */
  investigateRateLimit: { requests: number; windowMs: number };
  /** Days each click event is kept before it is rolled up into daily counts. */
  clickEventsDays: number;
  /** Images fetched by address for the image inspector, per client address and window. */
  imageFetchRateLimit: { requests: number; windowMs: number };
  /** Requests for a link's statistics (GET /api/short-links/{slug}/stats) per client address and window. */
  statsRateLimit: { requests: number; windowMs: number };
  /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0 trusts none. */
  trustedProxies: number;
  /** Tests only: lets links and previews point to loopback and private addresses. */
  allowPrivateAddresses: boolean;
}

export class ConfigError extends Error {}

/** Reads the configuration from the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name}=${JSON.stringify(present[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
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
    blocklistFile: values.BLOCKLIST_FILE && path.resolve(values.BLOCKLIST_FILE),
    safeBrowsingApiKey: values.SAFE_BROWSING_API_KEY,
    shortenRateLimit: values.SHORTEN_RATE_LIMIT,
    investigateRateLimit: values.INVESTIGATE_RATE_LIMIT,
    imageFetchRateLimit: values.IMAGE_FETCH_RATE_LIMIT,
    statsRateLimit: values.STATS_RATE_LIMIT,
    rdapBootstrapUrl: values.RDAP_BOOTSTRAP_URL,
    waybackAvailabilityUrl: values.WAYBACK_AVAILABILITY_URL,
    trustedProxies: values.TRUST_PROXY,
    clickEventsDays: values.CLICK_EVENTS_DAYS,
    allowPrivateAddresses: values.ALLOW_PRIVATE_ADDRESSES,
  };
}

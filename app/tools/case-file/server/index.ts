// The case file's server part (decision 019, decisions 030 and 033): the optional time stamps. Only a
// SHA-256 comes in; the answers are the site's signed statement that this hash existed at this time, and
// the tokens of the independent time-stamp authorities the operator names. Nothing is stored, not even
// the hash.
import { sign } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Config } from "#server/config.ts";
import { absoluteHttpUrl, filePath, rateLimit } from "#server/env-fields.ts";
import { BodyError, readJsonBody } from "#server/http/body.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { apiError, sendJson } from "#server/http/json.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { defineToolServer } from "#server/tool-server.ts";
import { certificatesPem } from "../logic/pem.ts";
import {
  statementBytes,
  TIMESTAMP_FORMAT,
  TIMESTAMP_KEY_PATH,
  type TimestampFile,
  type TimestampStatement,
  TSA_ROOTS_PATH,
} from "../logic/timestamp.ts";
import { type AuthorityAnswer, authoritiesOf, createStamper, readRoots } from "./authorities.ts";
import { loadOrCreateTimestampKey, type TimestampKey } from "./timestamp-key.ts";

export interface CaseFileServices {
  /** TIMESTAMP_RATE_LIMIT, per client address: POST /api/timestamps. */
  timestampRateLimiter: RateLimiter;
  /** The same limit, counted apart: POST /api/timestamps/authorities, asked once per export too. */
  authorityRateLimiter: RateLimiter;
  timestampKey: TimestampKey;
  /** The independent time-stamp authorities of TSA_URLS (none: the export offers only the site's stamp). */
  timestampAuthorities: {
    names: string[];
    /** Their roots, as PEM: what the verify page trusts (TSA_ROOTS_FILE). */
    rootsPem: string;
    stamp(sha256: string): Promise<AuthorityAnswer[]>;
  };
}

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends CaseFileServices {}
}

const BODY_LIMIT = 1024;
const requestSchema = z.strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** TSA_URLS: comma-separated http(s) addresses, at most five authorities. */
const urlList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== ""),
  )
  .pipe(z.array(absoluteHttpUrl).max(5, { message: "names at most 5 authorities" }));

/**
 * The common part of both time-stamp endpoints: the rate limit, then one hex SHA-256 read from the body;
 * null when it has answered (429, 400, 413).
 */
async function readHash(
  req: IncomingMessage,
  res: ServerResponse,
  limiter: RateLimiter,
  config: Pick<Config, "trustedProxies">,
): Promise<string | null> {
  const decision = await limiter.take(rateLimitKey(clientAddress(req, config.trustedProxies)));
  if (!decision.allowed) {
    res.setHeader("Retry-After", String(decision.retryAfterSeconds));
    const wait = `Too many requests: try again in ${decision.retryAfterSeconds} s.`;
    sendJson(req, res, 429, apiError("rate_limited", wait));
    return null;
  }
  let body: unknown;
  try {
    body = await readJsonBody(req, BODY_LIMIT);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    sendJson(req, res, error.status, apiError(error.code, error.message));
    return null;
  }
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) {
    const message = "Send only { sha256 }: 64 lowercase hexadecimal digits.";
    sendJson(req, res, 400, apiError("invalid_hash", message));
    return null;
  }
  return parsed.data.sha256;
}

/** POST /api/timestamps `{ sha256 }` → timestamp.json's content; 400 for anything but one hex SHA-256. */
function createTimestampEndpoint(
  services: CaseFileServices,
  config: Pick<Config, "trustedProxies" | "publicUrl">,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const sha256 = await readHash(req, res, services.timestampRateLimiter, config);
    if (sha256 === null) return;
    const statement: TimestampStatement = {
      format: TIMESTAMP_FORMAT,
      sha256,
      time: new Date().toISOString(),
      issuer: config.publicUrl,
    };
    const answer: TimestampFile = {
      statement,
      algorithm: "Ed25519",
      publicKey: services.timestampKey.publicJwk,
      signature: sign(null, statementBytes(statement), services.timestampKey.privateKey).toString("base64"),
    };
    sendJson(req, res, 200, answer);
  };
}

/**
 * POST /api/timestamps/authorities `{ sha256 }` → `{ authorities: [...] }`: each authority's token and
 * chain, or why it gave none; always 200 once the hash is read, since one authority's failure is news.
 */
function createAuthoritiesEndpoint(services: CaseFileServices, config: Pick<Config, "trustedProxies">) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const sha256 = await readHash(req, res, services.authorityRateLimiter, config);
    if (sha256 === null) return;
    sendJson(req, res, 200, { authorities: await services.timestampAuthorities.stamp(sha256) });
  };
}

export const caseFileServer = defineToolServer({
  slug: "case-file",
  env: {
    TIMESTAMP_RATE_LIMIT: rateLimit.default({ requests: 10, windowMs: 60_000 }),
    TSA_URLS: urlList.default([]),
    TSA_ROOTS_FILE: filePath.optional(),
  },
  async start({ rateLimits, config, fetchRules }, _tools, env) {
    const authorities = authoritiesOf(env.TSA_URLS);
    const roots = await readRoots(env.TSA_ROOTS_FILE);
    const services: CaseFileServices = {
      timestampRateLimiter: rateLimits.limiter("timestamps", env.TIMESTAMP_RATE_LIMIT),
      authorityRateLimiter: rateLimits.limiter("timestamp-authorities", env.TIMESTAMP_RATE_LIMIT),
      timestampKey: await loadOrCreateTimestampKey(config.dataDir),
      timestampAuthorities: {
        names: authorities.map((authority) => authority.name),
        rootsPem: certificatesPem(roots),
        stamp: createStamper({ authorities, roots, fetch: fetchRules }),
      },
    };
    return { services };
  },
  endpoints: (services, { config }) => ({
    paths: {
      "/api/timestamps": { methods: ["POST"], answer: createTimestampEndpoint(services, config) },
      "/api/timestamps/authorities": {
        methods: ["POST"],
        answer: createAuthoritiesEndpoint(services, config),
      },
      [TSA_ROOTS_PATH]: {
        methods: READ_METHODS,
        answer: (req, res) => {
          res.writeHead(200, {
            "Content-Type": "application/x-pem-file",
            "Cache-Control": "public, max-age=3600",
          });
          res.end(req.method === "HEAD" ? undefined : services.timestampAuthorities.rootsPem);
        },
      },
      [TIMESTAMP_KEY_PATH]: {
        methods: READ_METHODS,
        // The key changes only if DATA_DIR loses its file: a day's cache is safe.
        answer: (req, res) =>
          sendJson(req, res, 200, services.timestampKey.publicJwk, "public, max-age=86400"),
      },
    },
  }),
});

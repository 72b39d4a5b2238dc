// The case file's server part (decision 019, decision 030): the optional time stamp. Only a SHA-256
// comes in; the answer is the site's signed statement that this hash existed at this time. Nothing is
// stored, not even the hash.
import { sign } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Config } from "../../../../server/config.ts";
import { rateLimit } from "../../../../server/env-fields.ts";
import { BodyError, readJsonBody } from "../../../../server/http/body.ts";
import { clientAddress, rateLimitKey } from "../../../../server/http/client-address.ts";
import { apiError, sendJson } from "../../../../server/http/json.ts";
import { READ_METHODS } from "../../../../server/http/methods.ts";
import type { RateLimiter } from "../../../../server/rate-limit/rate-limiter.ts";
import { defineToolServer } from "../../../../server/tool-server.ts";
import {
  statementBytes,
  TIMESTAMP_FORMAT,
  TIMESTAMP_KEY_PATH,
  type TimestampFile,
  type TimestampStatement,
} from "../logic/timestamp.ts";
import { loadOrCreateTimestampKey, type TimestampKey } from "./timestamp-key.ts";

export interface CaseFileServices {
  /** TIMESTAMP_RATE_LIMIT, per client address: POST /api/timestamps. */
  timestampRateLimiter: RateLimiter;
  timestampKey: TimestampKey;
}

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends CaseFileServices {}
}

const BODY_LIMIT = 1024;
const requestSchema = z.strictObject({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** POST /api/timestamps `{ sha256 }` → timestamp.json's content; 400 for anything but one hex SHA-256. */
function createTimestampEndpoint(
  services: CaseFileServices,
  config: Pick<Config, "trustedProxies" | "publicUrl">,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const decision = await services.timestampRateLimiter.take(
      rateLimitKey(clientAddress(req, config.trustedProxies)),
    );
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      const wait = `Too many requests: try again in ${decision.retryAfterSeconds} s.`;
      return sendJson(req, res, 429, apiError("rate_limited", wait));
    }
    let body: unknown;
    try {
      body = await readJsonBody(req, BODY_LIMIT);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      return sendJson(req, res, error.status, apiError(error.code, error.message));
    }
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) {
      const message = "Send only { sha256 }: 64 lowercase hexadecimal digits.";
      return sendJson(req, res, 400, apiError("invalid_hash", message));
    }
    const statement: TimestampStatement = {
      format: TIMESTAMP_FORMAT,
      sha256: parsed.data.sha256,
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

export const caseFileServer = defineToolServer({
  slug: "case-file",
  env: {
    TIMESTAMP_RATE_LIMIT: rateLimit.default({ requests: 10, windowMs: 60_000 }),
  },
  async start({ rateLimits, config }, _tools, env) {
    const services: CaseFileServices = {
      timestampRateLimiter: rateLimits.limiter("timestamps", env.TIMESTAMP_RATE_LIMIT),
      timestampKey: await loadOrCreateTimestampKey(config.dataDir),
    };
    return { services };
  },
  endpoints: (services, { config }) => ({
    paths: {
      "/api/timestamps": { methods: ["POST"], answer: createTimestampEndpoint(services, config) },
      [TIMESTAMP_KEY_PATH]: {
        methods: READ_METHODS,
        // The key changes only if DATA_DIR loses its file: a day's cache is safe.
        answer: (req, res) =>
          sendJson(req, res, 200, services.timestampKey.publicJwk, "public, max-age=86400"),
      },
    },
  }),
});

// The page capture's server part (decision 019, decision 036): captures a page into a signed WACZ on a
// visitor's behalf, hands it over once, and publishes the key that signs them.
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { CaseFileServices } from "#app/tools/case-file/server/public.ts";
import { filePath, rateLimit } from "#server/env-fields.ts";
import { sendJson } from "#server/http/json.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import { defineToolServer } from "#server/tool-server.ts";
import { CAPTURES_PATH } from "../logic/capture-report.ts";
import { CAPTURE_KEY_PATH } from "../logic/wacz-format.ts";
import { createCaptureEndpoint, createDownloadEndpoint } from "./api.ts";
import { loadOrCreateCaptureKey } from "./capture-key.ts";
import { createCaptureStore } from "./capture-store.ts";
import { createPageCapturer } from "./capturer.ts";
import { createLinkReader } from "./link-reader.ts";
import type { PageCaptureServices } from "./services.ts";

const SWEEP_EVERY_MS = 60_000;
const { version } = JSON.parse(
  readFileSync(new URL("../../../../package.json", import.meta.url), "utf8"),
) as {
  version: string;
};

export const pageCaptureServer = defineToolServer({
  slug: "page-capture",
  env: {
    CAPTURE_RATE_LIMIT: rateLimit.default({ requests: 10, windowMs: 60_000 }),
    CAPTURE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    // Chromium for rendered captures; unset, none is rendered.
    CAPTURE_BROWSER: filePath.optional(),
  },
  async start(
    { rateLimits, config, fetchRules },
    // The operator's time-stamp authorities (TSA_URLS) also stamp each capture.
    tools: Pick<CaseFileServices, "timestampAuthorities">,
    env,
  ) {
    const store = await createCaptureStore(config.dataDir);
    const key = await loadOrCreateCaptureKey(config.dataDir);
    const links = createLinkReader({ threads: 1 });
    const authorities = tools.timestampAuthorities;
    const stamp =
      authorities.names.length === 0
        ? undefined
        : async (sha256: string) =>
            (await authorities.stamp(sha256)).flatMap((answer) =>
              answer.ok ? [{ authority: answer.name, token: answer.token }] : [],
            );
    const pageCapturer = createPageCapturer(
      {
        rules: fetchRules,
        links,
        key,
        software: `VeriTools Page Capture ${version} (+${config.publicUrl})`,
        workDir: store.workDir,
        ...(env.CAPTURE_BROWSER ? { browser: env.CAPTURE_BROWSER } : {}),
        ...(stamp ? { stamp } : {}),
      },
      { running: env.CAPTURE_CONCURRENCY },
    );
    await store.sweep();
    const sweeper = setInterval(() => void store.sweep(), SWEEP_EVERY_MS);
    sweeper.unref();
    const services: PageCaptureServices = {
      pageCapturer,
      captureStore: store,
      captureKey: key,
      renderedCaptures: env.CAPTURE_BROWSER !== undefined,
      captureRateLimiter: rateLimits.limiter("page-captures", env.CAPTURE_RATE_LIMIT),
    };
    return {
      services,
      async stop() {
        clearInterval(sweeper);
        await links.close();
      },
    };
  },
  endpoints: (services, { config }) => ({
    paths: {
      [CAPTURES_PATH]: { methods: ["POST"], answer: createCaptureEndpoint(services, config) },
      [CAPTURE_KEY_PATH]: {
        methods: READ_METHODS,
        answer: (req, res) =>
          sendJson(
            req,
            res,
            200,
            { algorithm: "ECDSA P-384", publicKey: services.captureKey.publicKey },
            "public, max-age=86400",
          ),
      },
    },
    match: (pathname) =>
      pathname.startsWith(`${CAPTURES_PATH}/`)
        ? { methods: ["GET"], answer: createDownloadEndpoint(services) }
        : undefined,
  }),
});

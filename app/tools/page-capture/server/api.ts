// POST /api/page-captures and GET /api/page-captures/{token}: a capture asked for by a person (the page)
// or a program. Plain, the answer is the WACZ itself; with `Accept: application/x-ndjson`, one line per
// resource as it is fetched, then the report and the address to fetch the WACZ from, once.
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/i18n/languages.ts";
import { parseInput } from "#app/lib/text/web-address-input.ts";
import { toolTranslator } from "#server/catalog/tool-texts.ts";
import { BodyError, readRawBody } from "#server/http/body.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { apiError, sendJson } from "#server/http/json.ts";
import { CAPTURES_PATH, type CaptureStreamLine, WACZ_TYPE } from "../logic/capture-report.ts";
import { waczFileName } from "../logic/file-name.ts";
import { pageCapture as tool } from "../tool.ts";
import { CaptureFailed, type FinishedCapture } from "./capture.ts";
import type { PageCaptureServices } from "./services.ts";

const BODY_LIMIT = 16 * 1024;

const requestSchema = z.object({
  url: z.string(),
  language: z.string().optional(),
  rendered: z.boolean().optional(),
});

type Request = z.infer<typeof requestSchema>;

/** The request as JSON, or as the page's form (for a browser without scripts): null when neither reads. */
async function readRequest(req: IncomingMessage): Promise<Request | null> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  const bytes = await readRawBody(req, BODY_LIMIT);
  const text = new TextDecoder().decode(bytes);
  if (type === "application/x-www-form-urlencoded") {
    const form = new URLSearchParams(text);
    return { url: form.get("url") ?? "", language: form.get("language") ?? undefined };
  }
  try {
    const parsed = requestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function wantsStream(req: IncomingMessage): boolean {
  return (req.headers.accept ?? "").includes("application/x-ndjson");
}

async function sendWacz(res: ServerResponse, file: string, name: string): Promise<void> {
  const { size } = await stat(file);
  res.writeHead(200, {
    "Content-Type": WACZ_TYPE,
    "Content-Length": size,
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "no-store",
  });
  await pipeline(createReadStream(file), res).catch(() => {});
}

export function createCaptureEndpoint(services: PageCaptureServices, config: { trustedProxies: number }) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body: Request | null;
    try {
      body = await readRequest(req);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      return sendJson(req, res, error.status, apiError(error.code, error.message));
    }
    const lang: Language = isLanguage(body?.language) ? body.language : DEFAULT_LANGUAGE;
    const t = toolTranslator(tool, lang);
    const refuse = (status: number, code: string, values?: Record<string, unknown>) =>
      sendJson(req, res, status, apiError(code, t(`errors.codes.${code}`, values)));
    if (body === null) return refuse(400, "invalid_request");
    const parsed = parseInput(body.url);
    if (!parsed.ok) return refuse(400, parsed.code);
    const retryAfter = (seconds: number) => res.setHeader("Retry-After", String(seconds));
    if (services.pageCapturer.busy) {
      retryAfter(services.pageCapturer.retryAfterSeconds);
      return refuse(503, "busy");
    }
    const decision = await services.captureRateLimiter.take(
      rateLimitKey(clientAddress(req, config.trustedProxies)),
    );
    if (!decision.allowed) {
      retryAfter(decision.retryAfterSeconds);
      return refuse(429, "rate_limited", { seconds: decision.retryAfterSeconds });
    }
    // A visitor who leaves ends their capture: nothing is fetched for no one.
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    const stream = wantsStream(req);
    const write = (line: CaptureStreamLine) => res.write(`${JSON.stringify(line)}\n`);
    if (stream) {
      res.writeHead(200, {
        "Content-Type": "application/x-ndjson; charset=utf-8",
        "Cache-Control": "no-store",
        // A proxy that buffers would hold every line back until the end: nginx reads this.
        "X-Accel-Buffering": "no",
      });
    }
    const started = services.pageCapturer.capture(parsed.url, {
      signal: gone.signal,
      rendered: body.rendered === true,
      ...(stream ? { onLine: (resource) => write({ resource }) } : {}),
    });
    if (started === null) {
      if (stream)
        return void res.end(
          `${JSON.stringify({ error: apiError("busy", t("page_capture:errors.codes.busy")).error })}\n`,
        );
      retryAfter(services.pageCapturer.retryAfterSeconds);
      return refuse(503, "busy");
    }
    let finished: FinishedCapture;
    try {
      finished = await started;
    } catch (error) {
      if (gone.signal.aborted) return;
      if (!(error instanceof CaptureFailed)) throw error;
      const message = t("page_capture:errors.codes.page_unreachable", {
        reason: t(`reasons.${error.reason}`),
      });
      if (stream)
        return void res.end(`${JSON.stringify({ error: { code: "page_unreachable", message } })}\n`);
      return sendJson(req, res, 502, apiError("page_unreachable", message));
    }
    const name = waczFileName(finished.report.url, finished.report.capturedAt);
    try {
      if (!stream) return await sendWacz(res, finished.file, name);
      const token = await services.captureStore.keep(finished.file);
      res.end(
        `${JSON.stringify({ done: { report: finished.report, download: `${CAPTURES_PATH}/${token}` } })}\n`,
      );
    } finally {
      await rm(finished.dir, { recursive: true, force: true });
    }
  };
}

/** GET /api/page-captures/{token}: the WACZ, once; 404 when unknown, expired or already fetched. */
export function createDownloadEndpoint(services: PageCaptureServices) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const url = new URL(target, "http://localhost");
    const token = url.pathname.slice(CAPTURES_PATH.length + 1);
    const lang = url.searchParams.get("language");
    const t = toolTranslator(tool, isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
    const file = await services.captureStore.take(token);
    if (file === null)
      return sendJson(req, res, 404, apiError("not_found", t("page_capture:errors.codes.not_found")));
    try {
      await sendWacz(res, file, "page-capture.wacz");
    } finally {
      await rm(file, { force: true });
    }
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkSafeBrowsing, THREAT_TYPES } from "./safe-browsing.ts";

// A local stand-in for safebrowsing.googleapis.com speaking the documented v4 protocol.
type Answer = (request: IncomingMessage, response: ServerResponse) => void;
let answer: Answer;
const received: { method?: string; url?: string; contentType?: string; body: unknown }[] = [];
const server = createServer((request, response) => {
  let text = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => {
    text += chunk;
  });
  request.on("end", () => {
    received.push({
      method: request.method,
      url: request.url,
      contentType: request.headers["content-type"],
      body: JSON.parse(text),
    });
    answer(request, response);
  });
});
let endpoint: string;

function json(status: number, payload: unknown): Answer {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(payload));
  };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4/threatMatches:find`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const logger = { warn: vi.fn() };
beforeEach(() => {
  received.length = 0;
  logger.warn.mockClear();
});

const check = (url: string, timeoutMs = 1000) =>
  checkSafeBrowsing(url, {
    apiKey: "test-key",
    endpoint,
    clientId: "veritools-test",
    clientVersion: "9.9",
    timeoutMs,
    logger,
  });

describe("checkSafeBrowsing", () => {
  it("posts the documented request with the key as a query parameter", async () => {
    answer = json(200, {});
    expect(await check("https://example.com/page")).toEqual({ safe: true });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.contentType).toBe("application/json");
    const url = new URL(request?.url ?? "", "http://localhost");
    expect(url.pathname).toBe("/v4/threatMatches:find");
    expect(url.searchParams.get("key")).toBe("test-key");
    expect(request?.body).toEqual({
      client: { clientId: "veritools-test", clientVersion: "9.9" },
      threatInfo: {
        threatTypes: [...THREAT_TYPES],
        platformTypes: ["ANY_PLATFORM"],
        threatEntryTypes: ["URL"],
        threatEntries: [{ url: "https://example.com/page" }],
      },
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each(["MALWARE", "SOCIAL_ENGINEERING", "UNWANTED_SOFTWARE", "POTENTIALLY_HARMFUL_APPLICATION"])(
    "refuses a %s match",
    async (threatType) => {
      answer = json(200, {
        matches: [
          {
            threatType,
            platformType: "ANY_PLATFORM",
            threatEntryType: "URL",
            threat: { url: "https://testsafebrowsing.appspot.com/s/phishing.html" },
            cacheDuration: "300s",
          },
        ],
      });
      expect(await check("https://testsafebrowsing.appspot.com/s/phishing.html")).toEqual({
        safe: false,
        reason: "safe_browsing",
        message: expect.stringContaining(threatType),
        threatType,
      });
    },
  );

  it.each([
    ["an HTTP error", json(500, { error: { code: 500, message: "Internal error" } })],
    ["a quota error", json(429, { error: { code: 429, message: "Quota exceeded" } })],
    ["a body that is not JSON", (_: IncomingMessage, response: ServerResponse) => response.end("<html>oops")],
    ["an unexpected shape", json(200, { matches: "yes" })],
  ])("fails open on %s and reports it", async (_name, reply) => {
    answer = reply;
    expect(await check("https://example.com/")).toEqual({ safe: true });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("fails open when the answer is too slow", async () => {
    answer = (request, response) => {
      const timer = setTimeout(
        () => json(200, { matches: [{ threatType: "MALWARE" }] })(request, response),
        2000,
      );
      response.on("close", () => clearTimeout(timer));
    };
    expect(await check("https://example.com/", 100)).toEqual({ safe: true });
    expect(logger.warn).toHaveBeenCalledWith(expect.any(String), {
      error: expect.stringMatching(/timeout/i),
    });
  });

  it("fails open when nothing listens, without logging the key", async () => {
    const verdict = await checkSafeBrowsing("https://example.com/", {
      apiKey: "secret-key",
      endpoint: "http://127.0.0.1:1/v4/threatMatches:find",
      logger,
    });
    expect(verdict).toEqual({ safe: true });
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain("secret-key");
  });
});

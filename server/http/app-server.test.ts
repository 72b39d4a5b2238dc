import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import type { Services } from "../services.ts";
import type { Endpoint, HotPath } from "../tool-server.ts";
import { createAppServer, withToolPaths } from "./app-server.ts";
import { BodyError, readJsonBody } from "./body.ts";
import { sendJson } from "./json.ts";

const endpoint: Endpoint = { methods: ["GET"], answer: () => {} };

describe("the paths the HTTP entry answers", () => {
  it("are the server's own and each tool's", () => {
    const paths = withToolPaths([{ paths: { "/api/a": endpoint } }, {}, { paths: { "/api/b": endpoint } }], {
      "/healthz": endpoint,
    });
    expect(Object.keys(paths).sort()).toEqual(["/api/a", "/api/b", "/healthz"]);
  });

  it("refuse a path claimed twice, by two tools or by a tool and the server", () => {
    expect(() =>
      withToolPaths([{ paths: { "/api/a": endpoint } }, { paths: { "/api/a": endpoint } }], {}),
    ).toThrow("/api/a is answered twice");
    expect(() =>
      withToolPaths([{ paths: { "/api/search": endpoint } }], { "/api/search": endpoint }),
    ).toThrow("/api/search is answered twice");
  });
});

describe("what the HTTP entry logs of a request that failed", () => {
  const lines: Record<string, unknown>[] = [];
  let server: Server;
  let port = 0;
  // Resolved once the JSON endpoint has begun reading the body, so the test hangs up mid-body.
  let reading = Promise.withResolvers<void>();

  beforeAll(async () => {
    const logger = createLogger("info", (line) => void lines.push(JSON.parse(line)));
    const services = {
      logger,
      config: { publicUrl: "http://127.0.0.1", production: false, logLevel: "info", trustedProxies: 0 },
    } as unknown as Services;
    const paths: Record<string, Endpoint> = {
      // As the shortener's endpoints read a body: a BodyError is answered, anything else passed on.
      "/api/echo": {
        methods: ["POST"],
        async answer(req, res) {
          const body = readJsonBody(req, 1024);
          reading.resolve();
          try {
            sendJson(req, res, 200, await body);
          } catch (error) {
            if (!(error instanceof BodyError)) throw error;
            sendJson(req, res, error.status, { code: error.code });
          }
        },
      },
      "/api/broken": {
        methods: ["GET"],
        answer() {
          throw new Error("something broke");
        },
      },
    };
    server = createAppServer({
      build: () => Promise.reject(new Error("no pages in this test")),
      backend: { services, endpoints: [{ paths }], hotPaths: [] },
      staticFiles: async () => false,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("says in one info line, without a stack, that a client hung up mid-body, and answers nothing", async () => {
    lines.length = 0;
    reading = Promise.withResolvers<void>();
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("error", () => {});
    socket.write(
      'POST /api/echo?url=secret HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"url":',
    );
    await reading.promise;
    socket.destroy();
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    // Nothing else comes after it: no error line, no request line.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([
      { time: expect.any(String), level: "info", msg: "request body aborted", path: "/api/echo" },
    ]);
    expect(received).toEqual([]);
  });

  it("still logs any other failure as an error, with its stack", async () => {
    lines.length = 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/broken`);
    expect(response.status).toBe(500);
    await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
    expect(lines[0]).toMatchObject({
      level: "error",
      msg: "request failed",
      path: "/api/broken",
      error: "something broke",
      stack: expect.stringContaining("something broke"),
    });
  });
});

describe("the request line of a hot path at the debug level", () => {
  it("is logged once the answer is sent, with its status, when the hot path answers a moment later", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger("debug", (line) => void lines.push(JSON.parse(line)));
    const services = {
      logger,
      config: { publicUrl: "http://127.0.0.1", production: false, logLevel: "debug", trustedProxies: 0 },
    } as unknown as Services;
    // As the redirect does: the request is taken at once, its 302 sent on the next turn.
    const later: HotPath = (_req, res, pathname) => {
      if (pathname !== "/r/later") return false;
      setImmediate(() => res.writeHead(302, { Location: "https://example.com/" }).end());
      return true;
    };
    const server = createAppServer({
      build: () => Promise.reject(new Error("no pages in this test")),
      backend: { services, endpoints: [], hotPaths: [later] },
      staticFiles: async () => false,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/r/later`, { redirect: "manual" });
      expect(response.status).toBe(302);
      await vi.waitFor(() => expect(lines.filter((line) => line.msg === "request")).toHaveLength(1));
      expect(lines.find((line) => line.msg === "request")).toMatchObject({ path: "/r/later", status: 302 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// Against real HTTP servers on this machine: an "origin" serving images and other things, and our
// endpoint in front of it, as the browser reaches it.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "#server/rate-limit/memory.ts";
import { fixture } from "../fixtures/make-images.ts";
import { createImageFetchEndpoint, IMAGE_FETCH_MAX_BYTES } from "./image-fetch.ts";

const photo = fixture("C.jpg");
let originRequests = 0;
/** Resolves when the origin's answer to /slow.jpg is closed, whoever closed it. */
let slowClosed: Promise<void> = Promise.resolve();

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const origin = http.createServer((req, res) => {
  originRequests++;
  if (req.url === "/photo.jpg") {
    res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": photo.length });
    res.end(photo);
  } else if (req.url === "/moved") {
    res.writeHead(302, { Location: "/photo.jpg" });
    res.end();
  } else if (req.url === "/page") {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<html></html>");
  } else if (req.url === "/declared-huge.jpg") {
    res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": IMAGE_FETCH_MAX_BYTES + 1 });
    res.end();
  } else if (req.url === "/slow.jpg") {
    // A slow origin: a kilobyte now and then, never the end.
    res.writeHead(200, { "Content-Type": "image/jpeg" });
    const drip = setInterval(() => res.write(Buffer.alloc(1024, 7)), 20);
    res.write(Buffer.alloc(1024, 7));
    slowClosed = new Promise((resolve) =>
      res.on("close", () => {
        clearInterval(drip);
        resolve();
      }),
    );
  } else if (req.url === "/endless.jpg") {
    // No length given: the cap must hold while streaming.
    res.writeHead(200, { "Content-Type": "image/jpeg" });
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    const write = () => {
      while (sent < 30 && res.write(chunk)) sent++;
      if (sent < 30) res.once("drain", write);
      else res.end();
    };
    write();
  } else {
    res.writeHead(404);
    res.end();
  }
});

function endpointServer(options: { allowPrivateAddresses: boolean; requests?: number; timeoutMs?: number }) {
  const answer = createImageFetchEndpoint(
    {
      imageFetchRateLimiter: createMemoryRateLimiter({ requests: options.requests ?? 100, windowMs: 60_000 }),
      config: {
        trustedProxies: 0,
        publicUrl: "https://veritools.test",
        allowPrivateAddresses: options.allowPrivateAddresses,
      },
    },
    { timeoutMs: options.timeoutMs },
  );
  return http.createServer((req, res) => void answer(req, res, req.url ?? "/"));
}

let originUrl = "";
let api = "";
let strictApi = "";
let limitedApi = "";
let patientApi = "";
const servers: http.Server[] = [];

beforeAll(async () => {
  originUrl = await listen(origin);
  const open = endpointServer({ allowPrivateAddresses: true });
  const strict = endpointServer({ allowPrivateAddresses: false });
  const limited = endpointServer({ allowPrivateAddresses: true, requests: 1 });
  // Its timeout would end the fetch long after any test: only the visitor's leaving can end it.
  const patient = endpointServer({ allowPrivateAddresses: true, timeoutMs: 24 * 3600_000 });
  servers.push(origin, open, strict, limited, patient);
  [api, strictApi, limitedApi, patientApi] = await Promise.all([
    listen(open),
    listen(strict),
    listen(limited),
    listen(patient),
  ]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const ask = (base: string, url: string, language = "en") =>
  fetch(`${base}/api/image-fetch?url=${encodeURIComponent(url)}&language=${language}`);

describe("GET /api/image-fetch", () => {
  it("streams the image back unchanged, uncached, never as a page", async () => {
    const response = await ask(api, `${originUrl}/moved`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toBe("attachment");
    const body = new Uint8Array(await response.arrayBuffer());
    const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    expect(digest(body)).toBe(digest(photo));
  });

  it("refuses what is not an image, in the visitor's language", async () => {
    const response = await ask(api, `${originUrl}/page`, "fr");
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: "not_image", message: "Cette adresse ne mène pas à une image." },
    });
  });

  it("refuses an image over 25 MB, declared or streamed", async () => {
    const declared = await ask(api, `${originUrl}/declared-huge.jpg`);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe("too_large_url");
    // Streamed without a length: the answer has begun, so it is cut short rather than completed.
    const streamed = await ask(api, `${originUrl}/endless.jpg`);
    expect(streamed.status).toBe(200);
    await expect(streamed.arrayBuffer()).rejects.toThrow();
  });

  it("refuses this machine and private networks as the visitor's input (400), without asking them", async () => {
    const before = originRequests;
    for (const url of [
      `${originUrl}/photo.jpg`,
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/x.jpg",
    ]) {
      const response = await ask(strictApi, url);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: "private_address",
          message:
            "This address points to a private or local network: images are only fetched from the public internet.",
        },
      });
    }
    expect(originRequests).toBe(before);
  });

  it("answers 502 when the origin fails", async () => {
    const response = await ask(api, `${originUrl}/missing.jpg`);
    expect(response.status).toBe(502);
    expect((await response.json()).error.code).toBe("fetch_failed");
  });

  it("refuses bad input before fetching anything", async () => {
    expect((await ask(api, "")).status).toBe(400);
    const ftp = await ask(api, "ftp://example.org/a.jpg");
    expect(ftp.status).toBe(400);
    expect((await ftp.json()).error.code).toBe("invalid_url");
  });

  it("says that an address over 2,048 characters is too long, as typed or once encoded", async () => {
    for (const url of [`https://example.org/${"a".repeat(2100)}`, `https://example.org/${"é".repeat(400)}`]) {
      const response = await ask(api, url, "vi");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: "too_long", message: "Địa chỉ này dài hơn 2.048 ký tự." },
      });
    }
  });

  it("stops fetching from the origin when the visitor leaves", async () => {
    const leave = new AbortController();
    const response = await fetch(
      `${patientApi}/api/image-fetch?url=${encodeURIComponent(`${originUrl}/slow.jpg`)}`,
      {
        signal: leave.signal,
      },
    );
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    const closed = slowClosed;
    leave.abort();
    // The origin sees its request closed: resolves only then.
    await closed;
  });

  it("is rate-limited per client", async () => {
    expect((await ask(limitedApi, `${originUrl}/photo.jpg`)).status).toBe(200);
    const second = await ask(limitedApi, `${originUrl}/photo.jpg`);
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_HOP_URL_CHARS, MAX_HOPS } from "#server/net/follow-hops.ts";
import { createPageHeadReader } from "#server/net/page-head-reader.ts";
import type { Report } from "../logic/report.ts";
import { investigate } from "./investigate.ts";

// Stand-in sites on loopback, reached under names of their own through an injected resolver; only their
// ports are let through the SSRF guard, so every other private address is still refused.
const page = (title: string, extra = "") =>
  `<!doctype html><html lang="vi"><head><title>${title}</title>${extra}</head><body>…</body></html>`;

const routes: Record<string, (res: http.ServerResponse, port: number) => void> = {
  "/start": (res) => res.writeHead(302, { Location: "/two" }).end(),
  "/two": (res, port) =>
    res.writeHead(301, { Location: `http://other.test:${port}/three?utm_source=x&id=7` }).end(),
  "/three": (res) =>
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(page("Trang đích", '<link rel="canonical" href="/three?id=7">')),
  "/refresh": (res) =>
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end(page("…", '<meta http-equiv="refresh" content="0; url=/three">')),
  "/loop-a": (res) => res.writeHead(302, { Location: "/loop-b" }).end(),
  "/loop-b": (res) => res.writeHead(302, { Location: "/loop-a" }).end(),
  "/copy": (res) =>
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end(page("Copy", '<link rel="canonical" href="https://original.example/story">')),
  "/private": (res) => res.writeHead(302, { Location: "http://10.0.0.1/admin" }).end(),
  "/loopback": (res) => res.writeHead(302, { Location: "http://127.0.0.1:9/" }).end(),
  // A name that resolves to a private address, as an internal host does on a split-horizon DNS.
  "/intranet": (res) => res.writeHead(302, { Location: "http://intranet.test:9/wiki" }).end(),
  "/nowhere": (res) => res.writeHead(302, { Location: "http://nowhere.test/" }).end(),
  // Redirects to addresses that are not http(s): a file of this machine, and a protocol that can reach a
  // local service with bytes of the attacker's choosing.
  "/file": (res) => res.writeHead(302, { Location: "file:///etc/passwd" }).end(),
  "/gopher": (res) => res.writeHead(302, { Location: "gopher://127.0.0.1:6379/_INFO" }).end(),
  "/hang": () => {},
  "/overlong": (res) => res.writeHead(302, { Location: `/${"a".repeat(MAX_HOP_URL_CHARS)}` }).end(),
  "/gone": (res) => res.writeHead(404, { "Content-Type": "text/html" }).end(page("Not found")),
  "/broken": (res) => res.writeHead(503).end(),
  "/setup": (res) =>
    res
      .writeHead(200, {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": 'attachment; filename="setup.exe"',
        "Content-Length": "7340032",
      })
      .end(Buffer.alloc(7_340_032)),
  // A file of 10 GB that is never finished: only reading no body at all lets the report end.
  "/endless.zip": (res) => {
    res.writeHead(200, { "Content-Type": "application/zip", "Content-Length": "10000000000" });
    res.write(Buffer.alloc(64 * 1024));
  },
  "/pdf": (res) => res.writeHead(200, { "Content-Type": "application/pdf" }).end("%PDF-1.7"),
};

let server: http.Server;
let secure: https.Server;
let port = 0;
let securePort = 0;
let certDir = "";

function base() {
  return `http://hop.test:${port}`;
}

const pageHeads = createPageHeadReader({ threads: 1 });

function options(): Parameters<typeof investigate>[1] {
  return {
    pageHeads,
    fetch: {
      publicUrl: "https://veritools.test",
      resolve: async (host) => {
        if (host.endsWith(".test") && host !== "nowhere.test") return ["127.0.0.1"];
        throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
      },
      allowPrivateAddresses: (address, p) => address === "127.0.0.1" && (p === port || p === securePort),
    },
    hopTimeoutMs: 1000,
  };
}

/** Registry, archive and threat-list lookups that only write down what they were asked. */
function recordingLookups(asked: string[]): Partial<Parameters<typeof investigate>[1]> {
  return {
    domain: async (host) => {
      asked.push(`domain ${host}`);
      return { host, registrableDomain: null, registration: null, dns: null };
    },
    snapshot: async (url) => {
      asked.push(`snapshot ${url}`);
      return { status: "none" };
    },
    threat: async (url) => {
      asked.push(`threat ${url}`);
      return null;
    },
  };
}

function run(url: string, extra: Partial<Parameters<typeof investigate>[1]> = {}): Promise<Report> {
  return investigate(url, { ...options(), ...extra });
}

const codes = (report: Report) => report.warnings.map((warning) => warning.code);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const handler = routes[(req.url ?? "/").split("?")[0] ?? "/"];
    if (handler) handler(res, port);
    else if ((req.url ?? "").startsWith("/many")) {
      // An endless chain of new addresses: /many/1, /many/2…
      const step = Number((req.url ?? "").split("/")[2] ?? 0) + 1;
      res.writeHead(302, { Location: `/many/${step}` }).end();
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;

  // A certificate no authority signed, as a misconfigured or hostile site would present.
  certDir = mkdtempSync(path.join(tmpdir(), "veritools-cert-"));
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=selfsigned.test"].concat([
      "-keyout",
      path.join(certDir, "key.pem"),
      "-out",
      path.join(certDir, "cert.pem"),
    ]),
    { stdio: "ignore" },
  );
  secure = https.createServer(
    { key: readFileSync(path.join(certDir, "key.pem")), cert: readFileSync(path.join(certDir, "cert.pem")) },
    (_req, res) => res.writeHead(200, { "Content-Type": "text/html" }).end(page("Secure")),
  );
  await new Promise<void>((resolve) => secure.listen(0, "127.0.0.1", resolve));
  securePort = (secure.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  secure.closeAllConnections();
  await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => secure.close(r))]);
  rmSync(certDir, { recursive: true, force: true });
  await pageHeads.close();
});

describe("investigate", () => {
  it("follows every hop to the destination and reads it", async () => {
    const report = await run(`${base()}/start`);
    expect(report.hops.map((hop) => [hop.status, hop.via, hop.address])).toEqual([
      [302, "location", "127.0.0.1"],
      [301, "location", "127.0.0.1"],
      [200, "final", "127.0.0.1"],
    ]);
    expect(report.hops.map((hop) => hop.host)).toEqual(["hop.test", "hop.test", "other.test"]);
    expect(report.hops.every((hop) => hop.ms >= 0)).toBe(true);
    expect(report.destination).toMatchObject({
      url: `http://other.test:${port}/three?utm_source=x&id=7`,
      status: 200,
      title: "Trang đích",
      language: "vi",
      canonical: `http://other.test:${port}/three?id=7`,
      canonicalElsewhere: false,
    });
    expect(report.cleanUrl).toEqual({ url: `http://other.test:${port}/three?id=7`, removed: ["utm_source"] });
    expect(codes(report)).toEqual(["insecure_http", "tracking_parameters"]);
    expect(report.warnings).toContainEqual({ code: "tracking_parameters", names: ["utm_source"] });
    expect(report.verdict).toBe("warnings");
    // The archives are asked about the page without its query string, and say so.
    expect(report.archive).toMatchObject({
      asked: true,
      address: `http://other.test:${port}/three`,
      stripped: true,
      wayback: `https://web.archive.org/web/*/http://other.test:${port}/three`,
    });
  });

  it("reports each hop as it is made, before the report", async () => {
    const seen: string[] = [];
    const report = await investigate(
      `${base()}/start`,
      {
        ...options(),
        snapshot: async (url) => {
          // The archive is asked about the destination once the path is known.
          seen.push(`snapshot ${url}`);
          return { status: "none" };
        },
      },
      (hop) => seen.push(`${hop.status} ${hop.via}`),
    );
    expect(seen).toEqual([
      "302 location",
      "301 location",
      "200 final",
      `snapshot http://other.test:${port}/three`,
    ]);
    expect(report.archive).toMatchObject({ asked: true, snapshot: { status: "none" } });
    expect((await run(`${base()}/three`)).archive).toMatchObject({
      asked: true,
      address: `${base()}/three`,
      stripped: false,
      snapshot: { status: "unavailable" },
    });
  });

  it("asks the archive about the full address, query and fragment included, only when told to", async () => {
    const asked: string[] = [];
    const snapshot = async (url: string) => {
      asked.push(url);
      return { status: "none" } as const;
    };
    const full = await run(`${base()}/three?token=s3cret#step`, { snapshot, fullArchiveAddress: true });
    const bare = await run(`${base()}/three?token=s3cret#step`, { snapshot });
    expect(asked).toEqual([`${base()}/three?token=s3cret#step`, `${base()}/three`]);
    expect(full.archive).toMatchObject({ address: `${base()}/three?token=s3cret#step`, stripped: false });
    expect(bare.archive).toMatchObject({ address: `${base()}/three`, stripped: true });
  });

  it("follows a meta refresh as a hop of its own", async () => {
    const report = await run(`${base()}/refresh`);
    expect(report.hops.map((hop) => hop.via)).toEqual(["refresh", "final"]);
    expect(report.destination?.url).toBe(`${base()}/three`);
  });

  it("names a loop as a loop, without going round it", async () => {
    const report = await run(`${base()}/loop-a`);
    expect(report.hops).toHaveLength(2);
    expect(codes(report)).toContain("redirect_loop");
    expect(report.destination).toBeNull();
  });

  it(`stops after ${MAX_HOPS} hops and says so`, async () => {
    const report = await run(`${base()}/many`);
    expect(report.hops).toHaveLength(MAX_HOPS);
    expect(report.warnings).toContainEqual({ code: "too_many_hops", count: MAX_HOPS });
  });

  it("does not follow an address longer than a hop may be, and says so", async () => {
    const report = await run(`${base()}/overlong`);
    expect(report.hops.map((hop) => [hop.status, hop.via])).toEqual([[302, "location"]]);
    expect(report.warnings).toContainEqual({ code: "overlong_address", detail: "hop.test" });
    expect(report.destination).toBeNull();
  });

  it.each([
    ["/private", "private_address"],
    ["/loopback", "private_address"],
  ])("refuses a hop to a private address (%s) without fetching it", async (route, code) => {
    const report = await run(`${base()}${route}`);
    expect(report.hops.at(-1)).toMatchObject({ via: "refused", status: null, address: null });
    expect(codes(report)).toContain(code);
    // A private address is never offered to copy, cleaned or not.
    expect(report.cleanUrl).toEqual({ withheld: "private_address" });
  });

  it("offers no clean link for an address given as a private one", async () => {
    const report = await run("http://10.0.0.1/admin?utm_source=x");
    expect(report.hops).toEqual([expect.objectContaining({ via: "refused" })]);
    expect(report.cleanUrl).toEqual({ withheld: "private_address" });
  });

  it("sends a refused address to no registry, DNS, archive or threat list", async () => {
    const asked: string[] = [];
    const report = await run(`${base()}/intranet`, recordingLookups(asked));
    expect(report.hops.at(-1)).toMatchObject({ host: "intranet.test", via: "refused", address: null });
    // The address given was fetched, so the threat lists still hear of it; nothing hears of intranet.test.
    expect(asked).toEqual([`threat ${base()}/intranet`]);
    expect(report.domain).toBeNull();
    expect(report.archive).toEqual({ asked: false, reason: "private_address" });
  });

  it.each([
    ["/file", "file:///etc/passwd", "file:"],
    ["/gopher", "gopher://127.0.0.1:6379/_INFO", "gopher:"],
  ])(
    "refuses a redirect (%s) to an address that is not http(s), naming it",
    async (route, target, scheme) => {
      const asked: string[] = [];
      const report = await run(`${base()}${route}`, recordingLookups(asked));
      expect(report.hops.map((hop) => [hop.url, hop.status, hop.via, hop.address, hop.warnings])).toEqual([
        [`${base()}${route}`, 302, "location", "127.0.0.1", []],
        [target, null, "refused", null, ["unsupported_scheme"]],
      ]);
      expect(report.warnings).toContainEqual({ code: "unsupported_scheme", detail: scheme });
      expect(report.verdict).toBe("warnings");
      expect(report.destination).toBeNull();
      // Like a private address, it is handed to no registry, archive or threat list, nor offered to copy.
      expect(asked).toEqual([`threat ${base()}${route}`]);
      expect(report.domain).toBeNull();
      expect(report.archive).toEqual({ asked: false, reason: "unsupported_scheme" });
      expect(report.cleanUrl).toEqual({ withheld: "unsupported_scheme" });
    },
  );

  it("says when a hop's host does not exist", async () => {
    const report = await run(`${base()}/nowhere`);
    expect(report.hops.at(-1)).toMatchObject({ host: "nowhere.test", via: "failed", status: null });
    expect(codes(report)).toContain("unresolvable_host");
  });

  it("ends a site that never answers with a finding, within the hop's time", async () => {
    const report = await run(`${base()}/hang`, { hopTimeoutMs: 300 });
    expect(report.hops).toEqual([expect.objectContaining({ via: "failed", status: null })]);
    // A site that never answered serves nothing, over http or otherwise.
    expect(codes(report)).toEqual(["unreachable"]);
    expect(report.verdict).toBe("unreachable");
  });

  it.each([
    ["/gone", 404],
    ["/broken", 503],
  ])("calls a link that ends in an error (%s) unreachable, with its status", async (route, status) => {
    const report = await run(`${base()}${route}`);
    expect(report.hops.at(-1)).toMatchObject({ status, via: "final" });
    expect(report.warnings).toEqual([{ code: "error_status", detail: "hop.test", status }]);
    expect(report.verdict).toBe("unreachable");
  });

  it("calls a link whose host does not exist unreachable, without a plain-http finding", async () => {
    const report = await run("http://nowhere.test/");
    expect(codes(report)).toEqual(["unresolvable_host"]);
    expect(report.verdict).toBe("unreachable");
  });

  it("calls a page that answers over plain http worth a warning, not unreachable", async () => {
    const plain = await run(`${base()}/three`);
    expect(codes(plain)).toEqual(["insecure_http"]);
    expect(plain.verdict).toBe("warnings");
  });

  it("takes a canonical address naming another page as a finding", async () => {
    const report = await run(`${base()}/copy`);
    expect(report.destination?.canonicalElsewhere).toBe(true);
    expect(report.warnings).toContainEqual({
      code: "canonical_elsewhere",
      detail: "https://original.example/story",
    });
  });

  it("reads no body that is not HTML, and calls a PDF no download: browsers show it", async () => {
    const report = await run(`${base()}/pdf`);
    expect(report.destination).toMatchObject({ status: 200, title: null, contentType: "application/pdf" });
    expect(codes(report)).not.toContain("download");
  });

  it("calls a file to save a download, with its type and declared size", async () => {
    const report = await run(`${base()}/setup`);
    expect(report.warnings).toContainEqual({
      code: "download",
      detail: "application/octet-stream",
      bytes: 7_340_032,
    });
    expect(report.destination).toMatchObject({ contentType: "application/octet-stream", title: null });
    expect(report.verdict).toBe("warnings");
  });

  it("measures a download by its headers, never by downloading it", async () => {
    const report = await run(`${base()}/endless.zip`);
    expect(report.hops).toEqual([expect.objectContaining({ status: 200, via: "final" })]);
    expect(report.warnings).toContainEqual({
      code: "download",
      detail: "application/zip",
      bytes: 10_000_000_000,
    });
  });

  it("calls a certificate nobody signed a certificate problem", async () => {
    const report = await run(`https://selfsigned.test:${securePort}/`);
    expect(codes(report)).toContain("certificate_problem");
    expect(report.destination).toBeNull();
  });

  it("asks the threat rules about the address given and the one reached", async () => {
    const asked: string[] = [];
    const report = await run(`${base()}/start`, {
      threat: async (url) => {
        asked.push(url);
        return url.includes("other.test") ? "blocklisted" : null;
      },
    });
    expect(asked).toEqual([`${base()}/start`, `http://other.test:${port}/three?utm_source=x&id=7`]);
    expect(report.verdict).toBe("dangerous");
    expect(report.warnings[0]).toEqual({ code: "blocklisted", detail: "blocklisted" });
    expect(report.cleanUrl).toEqual({ withheld: "dangerous" });
  });

  it("flags a homograph host with the name it imitates", async () => {
    const report = await run("http://xn--pypal-4ve.test/");
    expect(report.warnings).toContainEqual({
      code: "homograph",
      detail: "paypal.test",
      host: "pаypal.test",
      letters: [{ at: 1, letter: "а", script: "Cyrillic", looksLike: "a" }],
    });
    expect(report.verdict).toBe("dangerous");
    expect(report.cleanUrl).toEqual({ withheld: "dangerous" });
  });

  it("asks about the destination's domain and calls one registered days ago young", async () => {
    const hosts: string[] = [];
    const report = await run(`${base()}/start`, {
      domain: async (host) => {
        hosts.push(host);
        return {
          host,
          registrableDomain: host,
          registration: {
            registered: "2026-11-20",
            expires: null,
            registrar: "Example Registrar",
            ageDays: 5,
          },
          dns: null,
        };
      },
    });
    expect(hosts).toEqual(["other.test"]);
    expect(report.domain?.registration?.registrar).toBe("Example Registrar");
    expect(report.warnings).toContainEqual({ code: "young_domain", count: 5 });
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Resolver } from "#server/net/resolve.ts";
import type { DnsQueries, DnsRecords } from "./dns-records.ts";
import { createDomainLookup, type DomainLookupOptions } from "./domain.ts";

// One local server plays IANA (the bootstrap file) and the registries (RDAP answers), reached by name
// through the safe fetcher, which lets through this server's port only. DNS records come from a table.
// Nothing leaves the machine.

const NOW = Date.parse("2025-06-15T12:00:00Z");

function vcard(name: string): unknown[] {
  return [
    "vcard",
    [
      ["version", {}, "text", "4.0"],
      ["fn", {}, "text", name],
    ],
  ];
}

function rdapDomain(ldhName: string, events: [string, string][], registrar: string): unknown {
  return {
    objectClassName: "domain",
    ldhName,
    status: ["active"],
    entities: [
      {
        objectClassName: "entity",
        handle: "9999",
        roles: ["registrar"],
        publicIds: [{ type: "IANA Registrar ID", identifier: "9999" }],
        vcardArray: vcard(registrar),
        entities: [{ objectClassName: "entity", roles: ["abuse"], vcardArray: vcard("") }],
      },
    ],
    events: events.map(([eventAction, eventDate]) => ({ eventAction, eventDate })),
    rdapConformance: ["rdap_level_0", "icann_rdap_response_profile_1"],
    notices: [{ title: "Terms of Use", description: ["Service subject to Terms of Use."] }],
  };
}

const ANSWERS: Record<string, unknown> = {
  "/com/v1/domain/veri-example.com": rdapDomain(
    "VERI-EXAMPLE.COM",
    [
      ["registration", "2025-06-01T09:30:00Z"],
      ["expiration", "2026-06-01T09:30:00Z"],
      ["last changed", "2025-06-02T10:00:00Z"],
    ],
    "Example Registrar, Inc.",
  ),
  "/com/v1/domain/other-example.com": rdapDomain(
    "OTHER-EXAMPLE.COM",
    [["registration", "1997-09-15T04:00:00Z"]],
    "Old Registrar LLC",
  ),
  "/vn/domain/xn--bcngan-jxa6332d.vn": rdapDomain(
    "xn--bcngan-jxa6332d.vn",
    [
      ["registration", "2008-04-09T00:00:00Z"],
      ["expiration", "2030-04-09T00:00:00Z"],
    ],
    "Trung tâm Internet Việt Nam (VNNIC)",
  ),
};

function bootstrap(port: number): unknown {
  const at = (path: string) => [`http://rdap.test:${port}${path}`];
  return {
    description: "RDAP bootstrap file for Domain Name System registrations",
    publication: "2025-06-10T18:00:02Z",
    services: [
      [["com", "net"], at("/com/v1/")],
      [["vn"], at("/vn/")],
      [["info"], at("/hang/")],
      [["xyz"], at("/broken/")],
      [["org"], at("/text/")],
    ],
    version: "1.0",
  };
}

let server: http.Server;
let port = 0;
let requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "";
    requests.push(path);
    const rdapJson = (status: number, body: unknown) =>
      res.writeHead(status, { "Content-Type": "application/rdap+json" }).end(JSON.stringify(body));
    if (path === "/dns.json") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(bootstrap(port)));
    } else if (path === "/bad-bootstrap.json") {
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"services": [[["com"]');
    } else if (path in ANSWERS) {
      rdapJson(200, ANSWERS[path]);
    } else if (path.startsWith("/hang/")) {
      // Never answers: the lookup's budget has to end it.
    } else if (path.startsWith("/broken/")) {
      res
        .writeHead(200, { "Content-Type": "application/rdap+json" })
        .end('{"objectClassName": "domain", "ev');
    } else if (path.startsWith("/text/")) {
      res.writeHead(200, { "Content-Type": "text/html" }).end("<html><body>Registry</body></html>");
    } else {
      rdapJson(404, { errorCode: 404, title: "Not Found", description: ["The domain was not found."] });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(
  () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
);

const resolve: Resolver = async (hostname) => {
  if (hostname === "iana.test" || hostname === "rdap.test") return ["127.0.0.1"];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

const RECORDS: Record<string, Partial<DnsRecords>> = {
  "www.veri-example.com": { a: ["192.0.2.10"], aaaa: ["2001:db8::10"] },
  "veri-example.com": { ns: ["ns1.host.example", "ns2.host.example"] },
  "xn--bcngan-jxa6332d.vn": {
    a: ["192.0.2.20"],
    mx: [{ exchange: "mail.xn--bcngan-jxa6332d.vn", priority: 10 }],
    ns: ["ns1.vnnic.vn"],
  },
};

/** Answers from RECORDS, "no data" for a type a known name lacks, "not found" for an unknown name. */
function dnsTable(): DnsQueries & { asked: string[] } {
  const asked: string[] = [];
  const query =
    <K extends keyof DnsRecords>(type: K) =>
    async (hostname: string): Promise<DnsRecords[K]> => {
      asked.push(`${type} ${hostname}`);
      const records = RECORDS[hostname];
      const code = !records ? "ENOTFOUND" : !records[type] ? "ENODATA" : null;
      if (code) throw Object.assign(new Error(`query ${code} ${hostname}`), { code });
      return records?.[type] ?? [];
    };
  return {
    asked,
    resolve4: query("a"),
    resolve6: query("aaaa"),
    resolveMx: query("mx"),
    resolveNs: query("ns"),
  };
}

function lookupWith(overrides: Partial<DomainLookupOptions> = {}) {
  const dns = dnsTable();
  const options: DomainLookupOptions = {
    rdapBootstrapUrl: `http://iana.test:${port}/dns.json`,
    fetch: {
      publicUrl: "https://veritools.test",
      resolve,
      allowPrivateAddresses: (_address, allowed) => allowed === port,
    },
    dns,
    now: () => NOW,
    ...overrides,
  };
  requests = [];
  return { ...createDomainLookup(options), dns };
}

describe("createDomainLookup", () => {
  it("tells a .com's registration, registrar, age and DNS records", async () => {
    const { lookup, dns } = lookupWith();
    expect(await lookup("www.veri-example.com")).toEqual({
      host: "www.veri-example.com",
      registrableDomain: "veri-example.com",
      registration: {
        registered: "2025-06-01T09:30:00.000Z",
        expires: "2026-06-01T09:30:00.000Z",
        registrar: "Example Registrar, Inc.",
        ageDays: 14,
      },
      dns: {
        a: ["192.0.2.10"],
        aaaa: ["2001:db8::10"],
        mx: [],
        ns: ["ns1.host.example", "ns2.host.example"],
      },
    });
    expect(requests).toEqual(["/dns.json", "/com/v1/domain/veri-example.com"]);
    // The host's own records, and the name servers of the domain it belongs to.
    expect(dns.asked.toSorted()).toEqual([
      "a www.veri-example.com",
      "aaaa www.veri-example.com",
      "mx www.veri-example.com",
      "ns veri-example.com",
    ]);
  });

  it("asks about a Vietnamese host in punycode and shows it in Unicode, however it was written", async () => {
    const { lookup, dns } = lookupWith();
    const expected = {
      host: "bộcôngan.vn",
      registrableDomain: "bộcôngan.vn",
      registration: {
        registered: "2008-04-09T00:00:00.000Z",
        expires: "2030-04-09T00:00:00.000Z",
        registrar: "Trung tâm Internet Việt Nam (VNNIC)",
        ageDays: 6276,
      },
      dns: {
        a: ["192.0.2.20"],
        aaaa: [],
        mx: [{ exchange: "mail.xn--bcngan-jxa6332d.vn", priority: 10 }],
        ns: ["ns1.vnnic.vn"],
      },
    };
    expect(await lookup("bộcôngan.vn")).toEqual(expected);
    expect(await lookup("XN--BCNGAN-JXA6332D.VN")).toEqual(expected);
    expect(requests).toEqual(["/dns.json", "/vn/domain/xn--bcngan-jxa6332d.vn"]); // the second from the cache
    expect(dns.asked).toContain("a xn--bcngan-jxa6332d.vn");
  });

  it("says nothing of registration for a TLD the bootstrap does not list, DNS still answering", async () => {
    const { lookup } = lookupWith();
    expect(await lookup("www.élysée.fr")).toEqual({
      host: "www.élysée.fr",
      registrableDomain: "élysée.fr",
      registration: null,
      dns: null, // not in the DNS table: the name does not exist
    });
    expect(requests).toEqual(["/dns.json"]);
  });

  it("asks nothing of registries or DNS for an IP address", async () => {
    const { lookup, dns } = lookupWith();
    for (const host of ["203.0.113.7", "[2001:db8::1]", "2001:db8::1"]) {
      expect(await lookup(host)).toEqual({
        host: host.includes(":") ? "[2001:db8::1]" : host,
        registrableDomain: null,
        registration: null,
        dns: null,
      });
    }
    expect(requests).toEqual([]);
    expect(dns.asked).toEqual([]);
  });

  it("asks no registry about a name under no known suffix", async () => {
    const { lookup, dns } = lookupWith();
    expect(await lookup("intranet.example-notatld")).toMatchObject({
      registrableDomain: null,
      registration: null,
    });
    expect(requests).toEqual([]);
    expect(dns.asked).toContain("ns intranet.example-notatld");
  });

  it.each([
    ["a domain the registry does not know (404)", "missing.com"],
    ["an answer that is not JSON", "veri-example.xyz"],
    ["an answer that is not RDAP", "veri-example.org"],
  ])("has no registration data for %s", async (_case, host) => {
    const { lookup } = lookupWith();
    expect(await lookup(host)).toMatchObject({ registrableDomain: host, registration: null });
    expect(requests).toHaveLength(2);
  });

  it("answers within its budget when a registry never answers", async () => {
    const { lookup } = lookupWith({ timeoutMs: 200 });
    expect(await lookup("veri-example.info")).toEqual({
      host: "veri-example.info",
      registrableDomain: "veri-example.info",
      registration: null,
      dns: null,
    });
    expect(requests).toEqual(["/dns.json", "/hang/domain/veri-example.info"]);
  });

  it("downloads the bootstrap once, however many lookups, and again after a day", async () => {
    let clock = NOW;
    const { lookup } = lookupWith({ now: () => clock });
    await Promise.all([lookup("veri-example.com"), lookup("other-example.com")]);
    const second = await lookup("other-example.com");
    expect(second.registration).toEqual({
      registered: "1997-09-15T04:00:00.000Z",
      expires: null,
      registrar: "Old Registrar LLC",
      ageDays: 10135,
    });
    expect(requests.toSorted()).toEqual([
      "/com/v1/domain/other-example.com",
      "/com/v1/domain/veri-example.com",
      "/dns.json",
    ]);
    clock += 24 * 60 * 60 * 1000;
    // The registry's answer is a day old too; the domain has aged by one day.
    expect((await lookup("other-example.com")).registration?.ageDays).toBe(10136);
    expect(requests.slice(3)).toEqual(["/dns.json", "/com/v1/domain/other-example.com"]);
  });

  it("keeps no bootstrap that could not be read: the next lookup tries again", async () => {
    const { lookup } = lookupWith({ rdapBootstrapUrl: `http://iana.test:${port}/bad-bootstrap.json` });
    expect((await lookup("veri-example.com")).registration).toBeNull();
    expect((await lookup("veri-example.com")).registration).toBeNull();
    expect(requests).toEqual(["/bad-bootstrap.json", "/bad-bootstrap.json"]);
  });

  it("reaches registries only through the SSRF guard", async () => {
    const { lookup } = lookupWith({ fetch: { publicUrl: "https://veritools.test", resolve } });
    expect(await lookup("veri-example.com")).toMatchObject({ registration: null });
    expect(requests).toEqual([]);
  });
});

// followHops walks a path and says how it ended; what the hops mean is the callers' (the link
// investigator's report, the shortener's chain check), tested with them.
import type http from "node:http";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeServers, type LocalServer, resolverFrom, serve } from "../test/origins.ts";
import { type FollowOptions, followHops, MAX_HOP_URL_CHARS, MAX_HOPS, type PathHop } from "./follow-hops.ts";
import { createPageHeadReader } from "./page-head-reader.ts";

const pageHeads = createPageHeadReader({ threads: 1 });
afterAll(() => pageHeads.close());
afterEach(closeServers);

// Names of their own on the loopback site; only its port gets through the guard, as a public site would.
let site: LocalServer;
const at = (host: string, path: string) => `http://${host}:${site.port}${path}`;
const routes: Record<string, (res: http.ServerResponse) => void> = {
  "/one": (res) => res.writeHead(301, { Location: "/refresh" }).end(),
  "/refresh": (res) =>
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end(`<meta http-equiv="refresh" content="0; url=${at("landing.test", "/page")}">`),
  "/page": (res) => res.writeHead(200, { "Content-Type": "text/html" }).end("<title>Landing</title>"),
  "/loop": (res) => res.writeHead(302, { Location: "/loop-back" }).end(),
  "/loop-back": (res) => res.writeHead(302, { Location: "/loop" }).end(),
  "/overlong": (res) => res.writeHead(302, { Location: `/${"a".repeat(MAX_HOP_URL_CHARS)}` }).end(),
  "/private": (res) => res.writeHead(302, { Location: "http://10.0.0.1/admin" }).end(),
  "/file": (res) => res.writeHead(302, { Location: "file:///etc/passwd" }).end(),
  "/hang": () => {},
};

function options(extra: Partial<FollowOptions> = {}): FollowOptions {
  return {
    fetch: {
      publicUrl: "https://veritools.test",
      resolve: resolverFrom({ "start.test": ["127.0.0.1"], "landing.test": ["127.0.0.1"] }),
      allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === site.port,
    },
    pageHeads,
    ...extra,
  };
}

const steps = (hops: PathHop[]) => hops.map((hop) => [hop.url, hop.status, hop.via]);

beforeEach(async () => {
  site = await serve((req, res) => {
    const handler = routes[req.url ?? ""];
    if (handler) handler(res);
    else if ((req.url ?? "").startsWith("/many/")) {
      // An endless chain of new addresses: /many/1, /many/2…
      res.writeHead(302, { Location: `/many/${Number(req.url?.split("/")[2]) + 1}` }).end();
    } else res.writeHead(404).end();
  });
});

describe("followHops", () => {
  it("follows redirects and meta refreshes to the page, telling each hop as it is made", async () => {
    const seen: string[] = [];
    const path = await followHops(at("start.test", "/one"), options(), (hop) => seen.push(hop.via));
    expect(steps(path.hops)).toEqual([
      [at("start.test", "/one"), 301, "location"],
      [at("start.test", "/refresh"), 200, "refresh"],
      [at("landing.test", "/page"), 200, "final"],
    ]);
    expect(seen).toEqual(["location", "refresh", "final"]);
    expect(path.hops.every((hop) => hop.address === "127.0.0.1" && hop.failure === null)).toBe(true);
    expect(path.end).toMatchObject({ kind: "landed", answer: { status: 200 }, head: { title: "Landing" } });
  });

  it("keeps the address as written, credentials included, beside the one requested without them", async () => {
    const path = await followHops(at("user:secret@start.test", "/page"), options());
    expect(path.hops[0]).toMatchObject({
      written: at("user:secret@start.test", "/page"),
      url: at("start.test", "/page"),
    });
  });

  it("ends a loop where it comes back, a chain at its hop limit and an overlong address unrequested", async () => {
    expect((await followHops(at("start.test", "/loop"), options())).end).toEqual({
      kind: "loop",
      url: at("start.test", "/loop"),
    });
    const many = await followHops(at("start.test", "/many/1"), options());
    expect([many.hops.length, many.end]).toEqual([MAX_HOPS, { kind: "too_many_hops" }]);
    const overlong = await followHops(at("start.test", "/overlong"), options());
    expect(overlong.end).toMatchObject({ kind: "overlong" });
    expect(site.requests.map((request) => request.path)).not.toContain(`/${"a".repeat(MAX_HOP_URL_CHARS)}`);
  });

  it.each([
    ["/private", "refused", { reason: "private_address" }],
    ["/file", "refused", { reason: "unsupported_scheme", detail: "file:" }],
  ])("refuses the hop after %s without requesting it", async (route, via, failure) => {
    const path = await followHops(at("start.test", route), options());
    expect(path.hops.at(-1)).toMatchObject({ via, status: null, address: null, failure });
    expect(path.end).toEqual({ kind: "no_answer" });
    expect(site.requests.map((request) => request.path)).toEqual([route]);
  });

  it("ends with the failure of a hop that got no answer in its time or has no address", async () => {
    const slow = await followHops(at("start.test", "/hang"), options({ hopTimeoutMs: 200 }));
    expect(slow.hops).toEqual([
      expect.objectContaining({ via: "failed", failure: expect.objectContaining({ reason: "timeout" }) }),
    ]);
    const nowhere = await followHops("http://nowhere.test/", options());
    expect(nowhere.hops[0]?.failure).toMatchObject({ reason: "unresolvable_host" });
    expect(nowhere.end).toEqual({ kind: "no_answer" });
  });
});

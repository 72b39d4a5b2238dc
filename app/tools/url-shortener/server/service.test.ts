import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, it, vi } from "vitest";
import { startBackend } from "../../../../host/backend.ts";
import { loadConfig } from "../../../../server/config.ts";
import { describeEachDialect } from "../../../../server/db/describe-each-dialect.ts";
import { createLogger, type Logger } from "../../../../server/logger.ts";
import { createPageHeadReader } from "../../../../server/net/page-head-reader.ts";
import type { Resolver } from "../../../../server/net/resolve.ts";
import { closeServers, serve } from "../../../../server/net/test-origins.ts";
import type { ShortLinkChange } from "../../../../server/realtime/change-feed.ts";
import { createChainCheck, type FollowedChain, judgeChain } from "./chain-check.ts";
import { createShortLinkRepository, type ShortLinkRepository, SlugTakenError } from "./repository.ts";
import { matchBlocklist, parseBlocklist } from "./rules/blocklist.ts";
import { createShortener, type ShortenerDeps, type ShortenOutcome } from "./service.ts";

const PUBLIC_URL = "https://vt.example";
const SHORT_URL_BASE = "https://vt.link";
const blocklist = parseBlocklist("evil.example\n");
// Every name resolves to a public address except those of a private network and .invalid ones.
const resolve: Resolver = async (host) => {
  if (host.endsWith(".invalid"))
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return host.endsWith(".internal-net.example") ? ["10.0.0.8"] : ["93.184.215.14"];
};

const pageHeads = createPageHeadReader({ threads: 1 });
afterAll(() => pageHeads.close());
afterEach(closeServers);

/** A chain followed from `url` to `next`, which answered with a page. */
const chainThrough = (url: string, next: string): FollowedChain => ({
  hops: [
    { url, via: "location" },
    { url: next, via: "final" },
  ],
  destination: { url: next },
});

function fakeLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

// Each shortener journals its clicks in a folder of its own (created when it starts).
const journals = mkdtempSync(path.join(tmpdir(), "veritools-journals-"));
afterAll(() => rmSync(journals, { recursive: true, force: true }));
let shorteners = 0;

function setUp(repository: ShortLinkRepository, overrides: Partial<ShortenerDeps> = {}) {
  const changes: ShortLinkChange[] = [];
  const onCreated = vi.fn();
  const logger = fakeLogger();
  const shortener = createShortener({
    repository,
    changes: {
      publish: async (change) => {
        changes.push(change);
      },
    },
    site: { publicUrl: PUBLIC_URL, shortUrlBase: SHORT_URL_BASE },
    safety: { blocklist: { match: (url) => matchBlocklist(url, blocklist) }, resolve },
    logger,
    onCreated,
    // Every link is its own destination, unless a test follows real chains.
    followChain: async (url) => ({ kind: "checked", finalUrl: url, redirects: 0 }),
    clickJournalDir: path.join(journals, String(++shorteners)),
    classifyVisit: ({ agent }) => ({
      bot: agent === undefined,
      referrer: "",
      country: "",
      device: "desktop",
      browser: "Chrome",
      os: "Linux",
    }),
    ...overrides,
  });
  return { shortener, changes, onCreated, logger };
}

let unique = 0;
/** An address no other test shortens. */
const fresh = (path = "") => `https://site${++unique}.example/${path}`;

function expectKind<K extends ShortenOutcome["kind"]>(outcome: ShortenOutcome, kind: K) {
  expect(outcome.kind).toBe(kind);
  return outcome as Extract<ShortenOutcome, { kind: K }>;
}

describeEachDialect("shortener service", (database) => {
  const repository = () => createShortLinkRepository(database().handle.db);

  it("creates a link with a generated slug, announces it and hands it to onCreated", async () => {
    const { shortener, changes, onCreated } = setUp(repository());
    const url = fresh("Page?x=1#Section");
    const { link } = expectKind(await shortener.shorten({ url, language: "fr" }), "created");
    expect(link.internalSlug).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{7}$/);
    expect(link.shortenedSlug).toBe(link.internalSlug);
    expect(link.internalUrl).toBe(`${PUBLIC_URL}/s/${link.internalSlug}`);
    expect(link.shortenedUrl).toBe(`${SHORT_URL_BASE}/${link.shortenedSlug}`);
    expect(link.originalUrl).toBe(url);
    expect(link.normalizedUrl).toBe(url.replace("#Section", ""));
    expect(link.language).toBe("fr");
    expect(changes).toEqual([{ type: "insert", id: link.id }]);
    expect(onCreated).toHaveBeenCalledExactlyOnceWith(link);
  });

  it("returns the existing link for the same address in another spelling", async () => {
    const { shortener, changes, onCreated } = setUp(repository());
    const url = fresh("a");
    const first = expectKind(await shortener.shorten({ url }), "created");
    const again = expectKind(
      await shortener.shorten({ url: `${url.toUpperCase().replace("/A", "/a")}#x` }),
      "existing",
    );
    expect(again.link.id).toBe(first.link.id);
    expect(again.link.internalUrl).toBe(first.link.internalUrl);
    expect(changes).toHaveLength(1);
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it("gives one link to simultaneous requests for one address", async () => {
    const { shortener } = setUp(repository());
    const url = fresh();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => shortener.shorten({ url })));
    const ids = outcomes.map((outcome) => ("link" in outcome ? outcome.link.id : 0));
    expect(new Set(ids).size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.kind === "created")).toHaveLength(1);
  });

  it.each([
    ["", "invalid_url"],
    ["not a url", "invalid_url"],
    ["localhost", "invalid_url"],
    ["ftp://example.com/file", "unsupported_scheme"],
    [`https://example.com/${"x".repeat(2048)}`, "too_long"],
  ])("refuses the address %j with %s", async (url, code) => {
    const { shortener, changes } = setUp(repository());
    expect(await shortener.shorten({ url })).toMatchObject({ kind: "invalid", code });
    expect(changes).toEqual([]);
  });

  it.each([
    ["ab", "alias_too_short"],
    ["a".repeat(51), "alias_too_long"],
    ["my alias", "alias_invalid_chars"],
    ["Tools", "alias_reserved"],
    ["fr", "alias_too_short"],
    ["API", "alias_reserved"],
  ])("refuses the alias %j with %s", async (alias, code) => {
    const { shortener } = setUp(repository());
    expect(await shortener.shorten({ url: fresh(), alias })).toMatchObject({ kind: "invalid", code });
  });

  it.each([
    ["https://evil.example/login", "blocklisted"],
    ["https://\u0440\u0430ypal.com/", "homograph"],
  ])("flags %s as malicious (%s) without storing it", async (url, code) => {
    const { shortener, changes } = setUp(repository());
    const outcome = expectKind(await shortener.shorten({ url }), "malicious");
    expect(outcome.code).toBe(code);
    expect(outcome.message).not.toBe("");
    expect(changes).toEqual([]);
  });

  it.each([
    ["https://no-such-host.invalid/page", "unresolvable_host", "The link's host name could not be found."],
    ["https://db.internal-net.example/", "private_address", undefined],
    ["http://127.0.0.1:8080/", "private_address", undefined],
    ["https://user:secret@example.com/", "credentials", undefined],
    [`${PUBLIC_URL}/s/abcdefg`, "self_link", undefined],
    [`${SHORT_URL_BASE}/abcdefg`, "self_link", undefined],
  ])("refuses %s as an ordinary error (%s), not a threat, without storing it", async (url, code, message) => {
    const { shortener, changes } = setUp(repository());
    const outcome = expectKind(await shortener.shorten({ url }), "invalid");
    expect(outcome.code).toBe(code);
    expect(outcome.message).toEqual(message ?? expect.any(String));
    expect(changes).toEqual([]);
  });

  it("refuses a link whose redirect leads to a private address, naming the hop, and stores nothing", async () => {
    const site = await serve((_req, res) => res.writeHead(302, { Location: "http://10.0.0.1/admin" }).end());
    const followChain = createChainCheck({
      fetch: {
        publicUrl: PUBLIC_URL,
        resolve: async () => ["127.0.0.1"],
        allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === site.port,
      },
      pageHeads,
    });
    const { shortener, changes } = setUp(repository(), { followChain });
    const outcome = expectKind(
      await shortener.shorten({ url: `http://redirects.example:${site.port}/` }),
      "invalid",
    );
    expect(outcome).toMatchObject({
      code: "redirect_private_address",
      message: "This link redirects to 10.0.0.1 (hop 2), a private or local network address.",
      hop: { step: 2, host: "10.0.0.1", url: "http://10.0.0.1/admin" },
    });
    expect(changes).toEqual([]);
  });

  it("flags a link that redirects to a blocklisted host as malicious", async () => {
    const { shortener } = setUp(repository(), {
      followChain: (url, judge) => judgeChain(chainThrough(url, "https://login.evil.example/"), judge),
    });
    expect(await shortener.shorten({ url: fresh() })).toMatchObject({
      kind: "malicious",
      code: "redirect_blocklisted",
      hop: { step: 2, host: "login.evil.example" },
    });
  });

  it("stores where the link's redirects led, or that they could not be followed", async () => {
    const landing = fresh("landing");
    const followed = setUp(repository(), {
      followChain: async () => ({ kind: "checked", finalUrl: landing, redirects: 3 }),
    });
    const { link } = expectKind(await followed.shortener.shorten({ url: fresh() }), "created");
    expect(link.chain).toEqual({ checked: true, finalUrl: landing, redirects: 3 });
    const slow = setUp(repository(), { followChain: async () => ({ kind: "unchecked" }) });
    const unchecked = expectKind(await slow.shortener.shorten({ url: fresh() }), "created");
    expect((await slow.shortener.findBySlug(unchecked.link.internalSlug))?.chain).toEqual({ checked: false });
  });

  it("lets links point to local addresses when private addresses are allowed", async () => {
    const { shortener } = setUp(repository(), {
      safety: { blocklist: { match: () => null }, allowPrivateAddresses: true },
    });
    expect((await shortener.shorten({ url: "http://127.0.0.1:8080/" })).kind).toMatch(/created|existing/);
  });

  it("creates an aliased link reachable by the alias and by a generated slug", async () => {
    const { shortener } = setUp(repository());
    const url = fresh();
    const plain = expectKind(await shortener.shorten({ url }), "created");
    const { link } = expectKind(await shortener.shorten({ url, alias: "  Spring_Sale-2025 " }), "created");
    expect(link.id).not.toBe(plain.link.id);
    expect(link.internalSlug).toBe("Spring_Sale-2025");
    expect(link.shortenedSlug).toMatch(/^[23456789abcdefghjkmnpqrstuvwxyz]{7}$/);
    expect(link.internalUrl).toBe(`${PUBLIC_URL}/s/Spring_Sale-2025`);
    expect(link.shortenedUrl).toBe(`${SHORT_URL_BASE}/${link.shortenedSlug}`);
    expect((await shortener.findBySlug("spring_sale-2025"))?.id).toBe(link.id);
    expect((await shortener.findBySlug(link.shortenedSlug))?.id).toBe(link.id);
    // An address shortened with an alias is not what shortening it plainly returns.
    expect(expectKind(await shortener.shorten({ url }), "existing").link.id).toBe(plain.link.id);
  });

  it("refuses an alias taken in any case, or taken as another link's slug", async () => {
    const { shortener } = setUp(repository());
    expectKind(await shortener.shorten({ url: fresh(), alias: "Taken-Alias" }), "created");
    const taken = await shortener.shorten({ url: fresh(), alias: "taken-alias" });
    expect(taken).toEqual({
      kind: "alias_taken",
      code: "alias_taken",
      message: 'The alias "taken-alias" is already taken.',
    });
    const aliased = expectKind(await shortener.shorten({ url: fresh(), alias: "other-alias" }), "created");
    const plain = expectKind(await shortener.shorten({ url: fresh() }), "created");
    for (const slug of [aliased.link.shortenedSlug, plain.link.shortenedSlug.toUpperCase()]) {
      expect((await shortener.shorten({ url: fresh(), alias: slug })).kind).toBe("alias_taken");
    }
  });

  it("lets exactly one of simultaneous requests for one alias win", async () => {
    const { shortener } = setUp(repository());
    for (const alias of ["race-one", "race-two", "race-three"]) {
      const outcomes = await Promise.all([
        shortener.shorten({ url: fresh(), alias }),
        shortener.shorten({ url: fresh(), alias: alias.toUpperCase() }),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["alias_taken", "created"]);
    }
  });

  it("relies on the unique index, not on the read before it, to settle an alias race", async () => {
    // Both requests read before either inserts: the read sees nothing, as in a real race.
    const real = repository();
    const { shortener } = setUp({ ...real, findBySlug: async () => null });
    const outcomes = await Promise.all([
      shortener.shorten({ url: fresh(), alias: "index-race" }),
      shortener.shorten({ url: fresh(), alias: "Index-Race" }),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["alias_taken", "created"]);
  });

  it("draws another slug when the drawn one is taken by the time it is inserted", async () => {
    const real = repository();
    let collisions = 2;
    const colliding: ShortLinkRepository = {
      ...real,
      findOrInsert: async (link) => {
        if (collisions-- > 0) throw new SlugTakenError("shortened_slug");
        return real.findOrInsert(link);
      },
    };
    const findOrInsert = vi.spyOn(colliding, "findOrInsert");
    const { shortener } = setUp(colliding);
    expectKind(await shortener.shorten({ url: fresh() }), "created");
    expect(findOrInsert).toHaveBeenCalledTimes(3);
    const slugs = findOrInsert.mock.calls.map(([link]) => link.shortenedSlug);
    expect(new Set(slugs).size).toBe(3);
  });

  it("answers even when the onCreated hook throws", async () => {
    const { shortener, logger } = setUp(repository(), {
      onCreated: () => {
        throw new Error("queue broken");
      },
    });
    expectKind(await shortener.shorten({ url: fresh() }), "created");
    expect(logger.error).toHaveBeenCalledWith("onCreated hook failed", expect.anything());
  });

  it("lists the six newest links with their addresses", async () => {
    const { shortener } = setUp(repository());
    const created = [];
    for (let i = 0; i < 7; i++)
      created.push(expectKind(await shortener.shorten({ url: fresh() }), "created").link);
    const recent = await shortener.listRecent();
    expect(recent.map((link) => link.id)).toEqual(
      created
        .slice(1)
        .reverse()
        .map((link) => link.id),
    );
    expect(recent[0]?.internalUrl).toBe(created[6]?.internalUrl);
  });

  it("journals 1,000 simultaneous clicks, then stores them, people apart from bots, announcing the update", async () => {
    const { shortener, changes } = setUp(repository());
    await shortener.start();
    const { link } = expectKind(await shortener.shorten({ url: fresh() }), "created");
    await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        await Promise.resolve();
        // Odd: a person; even: a bot, stored but never in the people's count.
        await shortener.recordClick(link.id, {
          agent: i % 2 ? "Browser" : undefined,
          referrer: undefined,
          address: "",
        });
      }),
    );
    // Stored by a fold (every 200 ms, or at close) and announced once for the whole burst.
    await shortener.close();
    expect((await shortener.findBySlug(link.internalSlug))?.usageCount).toBe(500);
    expect(changes.filter((change) => change.type === "update" && change.id === link.id)).toHaveLength(1);
  });
});

describeEachDialect("shortener services across a restart", (database) => {
  it("keeps every count when the services close and open again", async () => {
    const { options } = database();
    const config = loadConfig({
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      ALLOW_PRIVATE_ADDRESSES: "true",
    });
    const logger = createLogger("silent");
    const first = await startBackend(config, logger);
    const { link } = expectKind(
      await first.services.shortener.shorten({ url: "https://restart.example/" }),
      "created",
    );
    const browser = {
      agent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
      referrer: undefined,
      address: "",
    };
    // Not awaited: close stores the clicks still queued.
    const recorded = Array.from({ length: 250 }, () =>
      first.services.shortener.recordClick(link.id, browser),
    );
    await first.close();
    await Promise.all(recorded);

    const second = await startBackend(config, logger);
    try {
      expect((await second.services.shortener.findBySlug(link.internalSlug))?.usageCount).toBe(250);
    } finally {
      await second.close();
    }
  });
});

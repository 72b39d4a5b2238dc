import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createLogger, type Logger } from "#server/logger.ts";
import { createPageHeadReader } from "#server/net/page-head-reader.ts";
import type { Resolver } from "#server/net/resolve.ts";
import type { ShortLinkChange } from "#server/realtime/change-feed.ts";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { closeServers, serve } from "#server/test/origins.ts";
import { startBackend } from "../../../../host/backend.ts";
import { shortenResponse } from "./api.ts";
import { createChainCheck, type FollowedChain, judgeChain } from "./chain-check.ts";
import { createShortLinkRepository, type ShortLinkRepository } from "./repository.ts";
import { matchBlocklist, parseBlocklist } from "./rules/blocklist.ts";
import type { ShortenOutcome } from "./service/create-links.ts";
import { createShortener, type ShortenerDeps } from "./service.ts";
import { SlugTakenError } from "./short-link-record.ts";

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
  end: { kind: "landed" },
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

  /** The chain check, every name resolving to loopback and only the stand-in site's port let through. */
  const chainCheckThrough = (port: number) =>
    createChainCheck({
      fetch: {
        publicUrl: PUBLIC_URL,
        resolve: async () => ["127.0.0.1"],
        allowPrivateAddresses: (address, allowed) => address === "127.0.0.1" && allowed === port,
      },
      pageHeads,
    });

  it("refuses a link whose redirect leads to a private address, naming the hop, and stores nothing", async () => {
    const site = await serve((_req, res) => res.writeHead(302, { Location: "http://10.0.0.1/admin" }).end());
    const followChain = chainCheckThrough(site.port);
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

  it("refuses a link that redirects to a file: address, and the API says so by its code", async () => {
    const site = await serve((_req, res) => res.writeHead(302, { Location: "file:///etc/passwd" }).end());
    const followChain = chainCheckThrough(site.port);
    const { shortener, changes } = setUp(repository(), { followChain });
    const outcome = await shortener.shorten({ url: `http://redirects.example:${site.port}/` });
    const message =
      "This link redirects to file:///etc/passwd (hop 2), which is not an http or https address.";
    expect(outcome).toMatchObject({
      kind: "invalid",
      code: "redirect_unsupported_scheme",
      message,
      hop: { step: 2, url: "file:///etc/passwd" },
    });
    expect(shortenResponse(outcome)).toMatchObject({
      httpStatus: 400,
      body: { status: "error", isMalicious: false, error: { code: "redirect_unsupported_scheme", message } },
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

  it("creates an aliased link whose alias is its one slug, for the preview and the redirect alike", async () => {
    const { shortener } = setUp(repository());
    const url = fresh();
    const plain = expectKind(await shortener.shorten({ url }), "created");
    const { link } = expectKind(await shortener.shorten({ url, alias: "  Spring_Sale-2025 " }), "created");
    expect(link.id).not.toBe(plain.link.id);
    expect(link.internalSlug).toBe("Spring_Sale-2025");
    expect(link.shortenedSlug).toBe("Spring_Sale-2025");
    expect(link.internalUrl).toBe(`${PUBLIC_URL}/s/Spring_Sale-2025`);
    expect(link.shortenedUrl).toBe(`${SHORT_URL_BASE}/Spring_Sale-2025`);
    expect((await shortener.findBySlug("spring_sale-2025"))?.id).toBe(link.id);
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

  it("shows a link aliased before keys existed by its alias, its old generated slug still finding it", async () => {
    const { shortener } = setUp(repository());
    const old = await repository().insert({
      internalSlug: "Old-Alias",
      shortenedSlug: "k7m2q9x",
      originalUrl: fresh(),
      normalizedUrl: fresh(),
      language: "en",
      aliased: true,
    });
    const link = await shortener.findBySlug("k7m2q9x");
    expect(link?.id).toBe(old.id);
    expect(link?.shortenedUrl).toBe(`${SHORT_URL_BASE}/Old-Alias`);
    expect((await shortener.shorten({ url: fresh(), alias: "K7M2Q9X" })).kind).toBe("alias_taken");
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

describeEachDialect("short links managed with their key", (database) => {
  const repository = () => createShortLinkRepository(database().handle.db);

  it("gives every new link a key of its own, stores only its hash, and never gives it with an existing link", async () => {
    const { shortener } = setUp(repository());
    const url = fresh();
    const created = expectKind(await shortener.shorten({ url, language: "vi" }), "created");
    expect(created.manageKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.manageUrl).toBe(
      `${PUBLIC_URL}/vi/tools/url-shortener/manage/${created.link.internalSlug}#key=${created.manageKey}`,
    );
    const row = await database()
      .handle.db.selectFrom("short_links")
      .select("manage_key_hash")
      .where("id", "=", created.link.id)
      .executeTakeFirstOrThrow();
    expect(row.manage_key_hash).not.toContain(created.manageKey);
    expect(shortener.keyMatches(created.link, created.manageKey)).toBe(true);
    const existing = await shortener.shorten({ url });
    expect(existing).toEqual({ kind: "existing", link: expect.objectContaining({ id: created.link.id }) });
    expect(existing).not.toHaveProperty("manageKey");
    const aliased = expectKind(await shortener.shorten({ url: fresh(), alias: "keyed-alias" }), "created");
    expect(aliased.manageKey).not.toBe(created.manageKey);
  });

  it("makes an unlisted link always anew: never someone's listed link, never turning it unlisted", async () => {
    const { shortener, changes } = setUp(repository());
    const url = fresh();
    const listed = expectKind(await shortener.shorten({ url }), "created");
    const unlisted = expectKind(await shortener.shorten({ url, unlisted: true }), "created");
    expect(unlisted.link.id).not.toBe(listed.link.id);
    expect(unlisted.link.unlisted).toBe(true);
    expect((await shortener.findBySlug(listed.link.internalSlug))?.unlisted).toBe(false);
    const again = expectKind(await shortener.shorten({ url, unlisted: true }), "created");
    expect(again.link.id).not.toBe(unlisted.link.id);
    // A listed request for an address only shortened unlisted does not reveal that link.
    const other = fresh();
    const hidden = expectKind(await shortener.shorten({ url: other, unlisted: true }), "created");
    const shared = expectKind(await shortener.shorten({ url: other }), "created");
    expect(shared.link.id).not.toBe(hidden.link.id);
    expect(changes).toContainEqual({ type: "insert", id: hidden.link.id, unlisted: true });
    expect(changes).toContainEqual({ type: "insert", id: shared.link.id });
    const recent = (await shortener.listRecent()).map((link) => link.id);
    expect(recent).toContain(shared.link.id);
    expect(recent).not.toContain(hidden.link.id);
  });

  it("refuses to manage without the right key, and links made before keys existed", async () => {
    const { shortener } = setUp(repository());
    const { link, manageKey } = expectKind(await shortener.shorten({ url: fresh() }), "created");
    const other = expectKind(await shortener.shorten({ url: fresh() }), "created");
    expect(await shortener.manage(link.internalSlug, null)).toEqual({ kind: "forbidden" });
    expect(await shortener.manage(link.internalSlug, other.manageKey)).toEqual({ kind: "forbidden" });
    expect(await shortener.manage("no-such-link", manageKey)).toEqual({ kind: "not_found" });
    expect(await shortener.manage(link.internalSlug.toUpperCase(), manageKey)).toMatchObject({ id: link.id });
    const keyless = await repository().insert({
      internalSlug: "keyless1",
      shortenedSlug: "keyless1",
      originalUrl: fresh(),
      normalizedUrl: fresh(),
      language: "en",
    });
    expect(await shortener.manage(keyless.internalSlug, manageKey)).toEqual({ kind: "forbidden" });
    expect(await shortener.remove(link.internalSlug, other.manageKey)).toEqual({ kind: "forbidden" });
    expect(await shortener.changeDestination(link.internalSlug, "", fresh())).toEqual({ kind: "forbidden" });
    expect((await shortener.findBySlug(link.internalSlug))?.removedAt).toBeNull();
    expect((await shortener.findBySlug(link.internalSlug))?.originalUrl).toBe(link.originalUrl);
  });

  it("changes a destination checked as shortening checks it, records it and tells every process", async () => {
    const { shortener, changes, onCreated } = setUp(repository());
    const { link, manageKey } = expectKind(
      await shortener.shorten({ url: fresh(), alias: "moving-link" }),
      "created",
    );
    const slug = "MOVING-link";
    expect(await shortener.changeDestination(slug, manageKey, "not a url")).toMatchObject({
      kind: "invalid",
      code: "invalid_url",
    });
    expect(await shortener.changeDestination(slug, manageKey, "https://evil.example/x")).toMatchObject({
      kind: "malicious",
    });
    expect(await shortener.changeDestination(slug, manageKey, link.originalUrl)).toMatchObject({
      kind: "invalid",
      code: "same_destination",
    });
    expect(await shortener.destinationHistory(link.id)).toEqual([]);
    const target = fresh("new");
    const changed = await shortener.changeDestination(slug, manageKey, target);
    expect(changed).toMatchObject({ kind: "changed", link: { id: link.id, originalUrl: target } });
    expect(await shortener.destinationHistory(link.id)).toEqual([
      { changedAt: expect.any(String), previousUrl: link.originalUrl, newUrl: target },
    ]);
    expect(changes.at(-1)).toEqual({ type: "update", id: link.id, slugs: ["moving-link"] });
    // Its new page gets a preview of its own.
    expect(onCreated).toHaveBeenLastCalledWith(expect.objectContaining({ id: link.id, originalUrl: target }));
  });

  it("removes a link: gone for its key, for its address and from the recent links, every process told", async () => {
    const { shortener, changes } = setUp(repository());
    const { link, manageKey } = expectKind(
      await shortener.shorten({ url: fresh(), unlisted: true }),
      "created",
    );
    expect(await shortener.remove(link.internalSlug, manageKey)).toEqual({ kind: "removed" });
    expect(changes.at(-1)).toEqual({
      type: "delete",
      id: link.id,
      unlisted: true,
      slugs: [link.internalSlug],
    });
    expect((await shortener.findBySlug(link.internalSlug))?.removedAt).toEqual(expect.any(String));
    expect(await shortener.remove(link.internalSlug, manageKey)).toEqual({ kind: "gone" });
    expect(await shortener.manage(link.internalSlug, manageKey)).toEqual({ kind: "gone" });
    expect(await shortener.changeDestination(link.internalSlug, manageKey, fresh())).toEqual({
      kind: "gone",
    });
  });

  it("announces the clicks of an unlisted link to processes only", async () => {
    const { shortener, changes } = setUp(repository());
    await shortener.start();
    const hidden = expectKind(await shortener.shorten({ url: fresh(), unlisted: true }), "created").link;
    const listed = expectKind(await shortener.shorten({ url: fresh() }), "created").link;
    for (const link of [hidden, listed]) {
      await shortener.recordClick(link.id, { agent: "Browser", referrer: undefined, address: "" });
    }
    await shortener.close();
    expect(changes).toContainEqual({ type: "update", id: hidden.id, unlisted: true });
    expect(changes).toContainEqual({ type: "update", id: listed.id });
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

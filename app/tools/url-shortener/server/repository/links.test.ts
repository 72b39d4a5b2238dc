import { expect, it } from "vitest";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { newLink } from "../../fixtures/short-links.ts";
import { SlugTakenError } from "../short-link-record.ts";
import { createClickRepository } from "./clicks.ts";
import { createDestinationRepository } from "./destinations.ts";
import { createLinkRepository } from "./links.ts";

async function takenColumn(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SlugTakenError);
  return (error as SlugTakenError).column;
}

describeEachDialect("short link repository: links", (database) => {
  const repository = () => createLinkRepository(database().handle.db);
  const destinationRepository = () => createDestinationRepository(database().handle.db);
  const clickRepository = () => createClickRepository(database().handle.db);

  it("keeps where a link's redirects led, whether they were followed, and reads older links as unknown", async () => {
    const followed = await repository().insert(
      newLink({ chain: { checked: true, finalUrl: "https://example.org/landing", redirects: 2 } }),
    );
    const unfollowed = await repository().insert(newLink({ chain: { checked: false } }));
    expect((await repository().findBySlug(followed.internalSlug))?.chain).toEqual({
      checked: true,
      finalUrl: "https://example.org/landing",
      redirects: 2,
    });
    expect((await repository().findBySlug(unfollowed.internalSlug))?.chain).toEqual({ checked: false });
    // A row as links made before the chain columns existed have it.
    await database()
      .handle.db.insertInto("short_links")
      .values({
        created_at: new Date().toISOString(),
        internal_slug: "older1x",
        shortened_slug: "older1x",
        original_url: "https://example.com/older",
        normalized_url: "https://example.com/older",
      })
      .execute();
    expect((await repository().findBySlug("older1x"))?.chain).toEqual({ checked: null });
  });

  it("inserts a link with an ISO timestamp and reads it back by either slug, whatever its case", async () => {
    const before = new Date().toISOString();
    const link = await repository().insert(newLink({ internalSlug: "My-Alias", shortenedSlug: "k7m2q9z" }));
    expect(link).toMatchObject({
      internalSlug: "My-Alias",
      shortenedSlug: "k7m2q9z",
      usageCount: 0,
      previewStatus: "pending",
      title: null,
    });
    expect(link.createdAt >= before).toBe(true);
    expect(new Date(link.createdAt).toISOString()).toBe(link.createdAt);
    expect((await repository().findBySlug("my-alias"))?.id).toBe(link.id);
    expect((await repository().findBySlug("MY-ALIAS"))?.id).toBe(link.id);
    expect((await repository().findBySlug("K7M2Q9Z"))?.id).toBe(link.id);
    expect(await repository().findBySlug("nothing")).toBeNull();
  });

  it("refuses a slug taken in either column in any case, naming the column", async () => {
    await repository().insert(newLink({ internalSlug: "Taken-One", shortenedSlug: "t2k3n4m" }));
    expect(await takenColumn(repository().insert(newLink({ internalSlug: "taken-one" })))).toBe(
      "internal_slug",
    );
    expect(await takenColumn(repository().insert(newLink({ shortenedSlug: "T2K3N4M" })))).toBe(
      "shortened_slug",
    );
  });

  it("returns for an address only a listed link made without an alias and not removed", async () => {
    const address = "https://dedupe.example/page";
    const aliased = await repository().insert(
      newLink({ normalizedUrl: address, internalSlug: "an-alias", shortenedSlug: "an-alias", aliased: true }),
    );
    const unlisted = await repository().insert(newLink({ normalizedUrl: address, unlisted: true }));
    const removed = await repository().insert(newLink({ normalizedUrl: address }));
    await repository().remove(removed.id);
    const first = await repository().findOrInsert(newLink({ normalizedUrl: address }));
    expect(first.created).toBe(true);
    expect([aliased.id, unlisted.id, removed.id]).not.toContain(first.link.id);
    const second = await repository().findOrInsert(newLink({ normalizedUrl: address }));
    expect(second).toEqual({ link: first.link, created: false });
  });

  it("finds or inserts atomically: one link for many requests for one address at once", async () => {
    const address = "https://concurrent.example/";
    const results = await Promise.all(
      Array.from({ length: 10 }, () => repository().findOrInsert(newLink({ normalizedUrl: address }))),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.link.id)).size).toBe(1);
  });

  it("lists the newest links first, six by default, ties broken by id", async () => {
    const recent = await repository().listRecent();
    expect(recent.length).toBeLessThanOrEqual(6);
    const ids = recent.map((link) => link.id);
    const all = await database()
      .handle.db.selectFrom("short_links")
      .select("id")
      .where("unlisted", "=", false)
      .where("removed_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(6)
      .execute();
    expect(ids).toEqual(all.map((row) => row.id));
    expect(await repository().listRecent(2)).toHaveLength(2);
  });

  it("leaves unlisted and removed links out of the recent ones", async () => {
    const listed = await repository().insert(newLink());
    const unlisted = await repository().insert(newLink({ unlisted: true }));
    const removed = await repository().insert(newLink());
    await repository().remove(removed.id);
    const ids = (await repository().listRecent()).map((link) => link.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(unlisted.id);
    expect(ids).not.toContain(removed.id);
    expect(await repository().unlistedAmong([listed.id, unlisted.id, removed.id])).toEqual(
      new Set([unlisted.id]),
    );
    expect(await repository().unlistedAmong([])).toEqual(new Set());
  });

  it("disables a link and enables it again, keeping it, out of the recent links and never handed out meanwhile", async () => {
    const link = await repository().insert(
      newLink({ manageKeyHash: "hash", originalUrl: "https://off.example/" }),
    );
    const off = await repository().setDisabled(link.id, true);
    expect(off).toMatchObject({ id: link.id, originalUrl: "https://off.example/", manageKeyHash: "hash" });
    expect(off?.disabledAt).toEqual(expect.any(String));
    expect((await repository().findBySlug(link.internalSlug))?.disabledAt).toBe(off?.disabledAt);
    expect((await repository().listRecent(50)).map((recent) => recent.id)).not.toContain(link.id);
    const on = await repository().setDisabled(link.id, false);
    expect(on?.disabledAt).toBeNull();
    expect((await repository().listRecent(50)).map((recent) => recent.id)).toContain(link.id);
    await repository().remove(link.id);
    expect(await repository().setDisabled(link.id, true)).toBeNull();
  });

  it("removes a link once, erasing its destination, history and clicks but keeping its slugs taken", async () => {
    const link = await repository().insert(
      newLink({ manageKeyHash: "hash", internalSlug: "Gone-Link", shortenedSlug: "Gone-Link" }),
    );
    await destinationRepository().changeDestination(link.id, {
      originalUrl: "https://b.example/",
      normalizedUrl: "https://b.example/",
    });
    await clickRepository().storeClicks([
      {
        linkId: link.id,
        at: new Date().toISOString(),
        bot: false,
        referrer: "",
        country: "",
        device: "",
        browser: "",
        os: "",
        clicks: 1,
      },
    ]);
    expect(await repository().remove(link.id)).toBe(true);
    expect(await repository().remove(link.id)).toBe(false);
    const tombstone = await repository().findBySlug("gone-link");
    expect(tombstone).toMatchObject({ id: link.id, originalUrl: "", manageKeyHash: null, title: null });
    expect(tombstone?.removedAt).toEqual(expect.any(String));
    expect(await destinationRepository().destinationHistory(link.id)).toEqual([]);
    const clicks = await database()
      .handle.db.selectFrom("click_events")
      .select("id")
      .where("link_id", "=", link.id)
      .execute();
    expect(clicks).toEqual([]);
    expect(
      await takenColumn(
        repository().insert(newLink({ internalSlug: "gone-LINK", shortenedSlug: "gone-LINK" })),
      ),
    ).toMatch(/^(internal|shortened)_slug$/);
  });
});

import { expect, it } from "vitest";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { newLink } from "../../fixtures/short-links.ts";
import { createClickRepository } from "./clicks.ts";
import { createLinkRepository } from "./links.ts";

describeEachDialect("short link repository: clicks", (database) => {
  const repository = () => createClickRepository(database().handle.db);
  const links = () => createLinkRepository(database().handle.db);

  it("stores click events and adds only the people to usage_count, also when batches commit concurrently", async () => {
    const a = await links().insert(newLink());
    const b = await links().insert(newLink());
    const click = (linkId: number, bot: boolean) => ({
      linkId,
      at: new Date().toISOString(),
      bot,
      referrer: "news.example",
      country: "FR",
      device: "mobile",
      browser: "Safari",
      os: "iOS",
      clicks: 1,
    });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        repository().storeClicks([
          click(a.id, false),
          ...Array.from({ length: i }, () => click(b.id, i % 2 === 0)),
        ]),
      ),
    );
    await repository().storeClicks([]);
    expect((await links().findBySlug(a.internalSlug))?.usageCount).toBe(20);
    // b: i clicks for i = 0…19, people on odd i only (1 + 3 + … + 19 = 100), bots on even i (90).
    expect((await links().findBySlug(b.internalSlug))?.usageCount).toBe(100);
    const events = await database()
      .handle.db.selectFrom("click_events")
      .select(["is_bot", "clicks"])
      .where("link_id", "=", b.id)
      .execute();
    expect(events.reduce((sum, row) => sum + row.clicks, 0)).toBe(190);
    // Alike clicks of one commit share a row.
    expect(events.length).toBeLessThan(40);
  });
});

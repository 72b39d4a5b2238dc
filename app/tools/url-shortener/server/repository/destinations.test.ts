import { expect, it } from "vitest";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { newLink } from "../../fixtures/short-links.ts";
import { createDestinationRepository } from "./destinations.ts";
import { createLinkRepository } from "./links.ts";
import { createPreviewRepository } from "./previews.ts";

describeEachDialect("short link repository: destinations", (database) => {
  const repository = () => createDestinationRepository(database().handle.db);
  const links = () => createLinkRepository(database().handle.db);
  const previews = () => createPreviewRepository(database().handle.db);

  it("changes a destination with its history, its old preview cleared and a late one for the old page ignored", async () => {
    const link = await links().insert(newLink({ manageKeyHash: "hash" }));
    await previews().updatePreview(link.id, { title: "Old page", preview_status: "ready" }, link.originalUrl);
    const before = new Date().toISOString();
    const changed = await repository().changeDestination(link.id, {
      originalUrl: "https://elsewhere.example/new#part",
      normalizedUrl: "https://elsewhere.example/new",
    });
    expect(changed).toMatchObject({
      id: link.id,
      originalUrl: "https://elsewhere.example/new#part",
      normalizedUrl: "https://elsewhere.example/new",
      title: null,
      previewStatus: "pending",
      manageKeyHash: "hash",
    });
    await previews().updatePreview(
      link.id,
      { title: "Old page again", preview_status: "ready" },
      link.originalUrl,
    );
    expect((await links().findBySlug(link.internalSlug))?.title).toBeNull();
    await repository().changeDestination(link.id, {
      originalUrl: "https://third.example/",
      normalizedUrl: "https://third.example/",
    });
    const history = await repository().destinationHistory(link.id);
    expect(history).toEqual([
      {
        changedAt: expect.any(String),
        previousUrl: link.originalUrl,
        newUrl: "https://elsewhere.example/new#part",
      },
      {
        changedAt: expect.any(String),
        previousUrl: "https://elsewhere.example/new#part",
        newUrl: "https://third.example/",
      },
    ]);
    expect(history[0]?.changedAt && history[0].changedAt >= before).toBe(true);
  });
});

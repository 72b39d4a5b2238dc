import { expect, it } from "vitest";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { newLink } from "../../fixtures/short-links.ts";
import { createLinkRepository } from "./links.ts";
import { createPreviewRepository } from "./previews.ts";

describeEachDialect("short link repository: previews", (database) => {
  const repository = () => createPreviewRepository(database().handle.db);
  const links = () => createLinkRepository(database().handle.db);

  it("lists the links still waiting for their preview, newest first", async () => {
    const first = await links().insert(newLink());
    const done = await links().insert(newLink());
    const last = await links().insert(newLink());
    await repository().updatePreview(done.id, { preview_status: "ready", title: "Done" }, done.originalUrl);
    const pending = await repository().listPendingPreviews(1000);
    // Other tests share this database: look at this test's links only.
    const ours = pending.filter((link) => [first.id, done.id, last.id].includes(link.id));
    expect(ours).toEqual([
      { id: last.id, originalUrl: last.originalUrl },
      { id: first.id, originalUrl: first.originalUrl },
    ]);
    expect(pending[0]?.id).toBe(last.id);
    expect(await repository().listPendingPreviews(1)).toHaveLength(1);
  });

  it("stores a preview, leaving out fields it was not given", async () => {
    const link = await links().insert(newLink());
    await repository().updatePreview(
      link.id,
      {
        title: "Title",
        description: "About",
        og_image: "https://example.com/i.png",
        favicon: null,
        preview_status: "ready",
      },
      link.originalUrl,
    );
    await repository().updatePreview(link.id, { preview_status: "failed" }, link.originalUrl);
    expect(await links().findBySlug(link.internalSlug)).toMatchObject({
      title: "Title",
      description: "About",
      ogImage: "https://example.com/i.png",
      favicon: null,
      previewStatus: "failed",
    });
  });
});

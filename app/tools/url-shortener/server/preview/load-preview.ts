// From a link's URL to what its row stores: fetch the page safely, read its head, map it to columns.
import type { Updateable } from "kysely";
import type { ShortLinkTable } from "#server/db/schema.ts";
import { fetchPreviewPage } from "#server/net/fetch-page.ts";
import {
  type FetchFailureReason,
  type FetchPreviewOptions,
  isShowableAddress,
} from "#server/net/guarded-request.ts";
import type { PageHeadReader } from "#server/net/page-head-reader.ts";
import { type PagePreview, previewOf } from "#server/net/parse-preview.ts";

/** A page's preview as the preview page shows it: its image and icon only where they may be shown. */
export type ShownPreview = Omit<PagePreview, "image" | "favicon"> & {
  image: string | null;
  favicon: string | null;
};

export type PreviewResult =
  | { status: "ready"; preview: ShownPreview }
  /** `detail` is for the logs only: it may name addresses or statuses. */
  | { status: "failed"; reason: FetchFailureReason | "error"; detail: string };

/**
 * The preview of one link; resolves with a failure rather than rejecting. `beforeParse` runs once the page
 * is fetched, before it is read.
 */
export type PreviewLoader = (url: string, beforeParse?: () => Promise<void>) => Promise<PreviewResult>;

export function createPreviewLoader(
  options: FetchPreviewOptions,
  pageHeads: Pick<PageHeadReader, "read">,
): PreviewLoader {
  return async (url, beforeParse) => {
    const page = await fetchPreviewPage(url, options);
    if (!page.ok) return { status: "failed", reason: page.reason, detail: page.detail };
    await beforeParse?.();
    const head = await pageHeads.read(page.page, page.url);
    if (head === null) return { status: "failed", reason: "error", detail: "head not read in time" };
    return { status: "ready", preview: shownPreview(previewOf(head), options.allowPrivateAddresses) };
  };
}

/**
 * The image and icon a page names are loaded by every visitor's browser from the preview page: one on
 * a private, loopback or metadata address, or not over https, is dropped, by the rule of every hop.
 */
export function shownPreview(
  preview: PagePreview,
  rule: FetchPreviewOptions["allowPrivateAddresses"],
): ShownPreview {
  const shown = (href: string | null) => (href !== null && isShowableAddress(href, rule) ? href : null);
  return { ...preview, image: shown(preview.image), favicon: shown(preview.favicon) };
}

export type PreviewColumns = Pick<
  Updateable<ShortLinkTable>,
  "title" | "description" | "og_image" | "favicon" | "preview_status"
>;

/**
 * The short_links columns to update. A failure only marks the status: whatever the row already shows is
 * kept rather than blanked.
 */
export function previewColumns(result: PreviewResult): PreviewColumns {
  if (result.status === "failed") return { preview_status: "failed" };
  const { title, description, image, favicon } = result.preview;
  return { title, description, og_image: image, favicon, preview_status: "ready" };
}

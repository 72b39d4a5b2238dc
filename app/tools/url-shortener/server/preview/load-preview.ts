// From a link's URL to what its row stores: fetch the page safely, read its head, map it to columns.
import type { Updateable } from "kysely";
import type { ShortLinkTable } from "../../../../../server/db/schema.ts";
import {
  type FetchFailureReason,
  type FetchPreviewOptions,
  fetchPreviewPage,
} from "../../../../../server/net/fetch-page.ts";
import { type PagePreview, parsePreview } from "../../../../../server/net/parse-preview.ts";

export type PreviewResult =
  | { status: "ready"; preview: PagePreview }
  /** `detail` is for the logs only: it may name addresses or statuses. */
  | { status: "failed"; reason: FetchFailureReason | "error"; detail: string };

/** The preview of one link; resolves with a failure rather than rejecting. */
export type PreviewLoader = (url: string) => Promise<PreviewResult>;

export function createPreviewLoader(options: FetchPreviewOptions): PreviewLoader {
  return async (url) => {
    const page = await fetchPreviewPage(url, options);
    if (!page.ok) return { status: "failed", reason: page.reason, detail: page.detail };
    return { status: "ready", preview: parsePreview(page.html, page.url) };
  };
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

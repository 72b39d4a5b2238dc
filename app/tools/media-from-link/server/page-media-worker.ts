// Runs in a worker thread of page-media-reader.ts: a stranger's page decoded and parsed away from the
// event loop that answers every visitor (decision 018).
import { decodeHtml, type PageBytes } from "#server/net/decode-html.ts";
import { mediaInPage, type PageMedia } from "./page-media.ts";

export interface PageMediaTask {
  page: PageBytes;
  pageUrl: string;
}

export default function readPageMedia({ page, pageUrl }: PageMediaTask): PageMedia {
  return mediaInPage(decodeHtml(page), pageUrl);
}

// Runs in a worker thread of page-head-reader.ts, so a stranger's page is decoded and parsed away from the
// event loop that answers every visitor.
import { decodeHtml, type PageBytes } from "./decode-html.ts";
import { type PageHead, parsePageHead } from "./parse-preview.ts";

export interface PageHeadTask {
  page: PageBytes;
  pageUrl: string;
}

export default function readPageHead({ page, pageUrl }: PageHeadTask): PageHead {
  return parsePageHead(decodeHtml(page), pageUrl);
}

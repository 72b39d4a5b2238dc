// Runs in a worker thread of link-reader.ts: a captured page or stylesheet is read back from disk, its
// content coding undone, decoded and parsed away from the event loop that answers every visitor.
import { readFile } from "node:fs/promises";
import { decodeHtml } from "#server/net/decode-html.ts";
import { undoContentCoding } from "./content-coding.ts";
import { cssLinks, htmlLinks, type PageLinks } from "./resource-links.ts";

export interface LinksTask {
  /** The body as received, on disk. */
  file: string;
  url: string;
  contentType: string | undefined;
  /** Content-Encoding as received; identity when absent. */
  contentEncoding: string | undefined;
  /** An HTML page ("page": its frames too, "frame": not) or a stylesheet. */
  kind: "page" | "frame" | "style";
  /** Decoded bytes read at most: a small compressed body must not become gigabytes. */
  maxBytes: number;
}

export default async function readLinks(task: LinksTask): Promise<PageLinks> {
  const bytes = await undoContentCoding(await readFile(task.file), task.contentEncoding, task.maxBytes);
  const text = decodeHtml({ bytes, contentType: task.contentType });
  if (task.kind === "style") return { title: "", links: cssLinks(text, task.url) };
  return htmlLinks(text, task.url, { frames: task.kind === "page" });
}

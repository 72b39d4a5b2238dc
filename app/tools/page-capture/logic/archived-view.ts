// An archived page drawn from its WACZ alone, as a whole document for an iframe's srcdoc: its recorded
// redirects followed, its text decoded, made inert (html-lock.ts) and pointed at the archive
// (html-resources.ts); its frames, one level deep, drawn the same way inside it. Nothing is fetched live.
import {
  absoluteUrl,
  type CreateUrl,
  createResources,
  followRedirects,
  type Resources,
} from "./archive-resources.ts";
import { addPolicy, baseOf, lockDocument, neutralizeLinks, stripLiveAddresses } from "./html-lock.ts";
import { rewriteMedia, rewriteStyles } from "./html-resources.ts";
import { decodeHtml } from "./html-text.ts";
import { type Archive, urlKey } from "./warc-records.ts";

/** Why the page itself cannot be drawn (its document is then empty). */
export type ViewProblem = "page-missing" | "redirect-loop" | "not-html" | "undecodable";

export interface ArchivedView {
  /** A whole document, for an iframe's srcdoc (sandboxed: it holds no script, and says so in its CSP). */
  html: string;
  /** The object URLs made for it: revoke them when the view goes. */
  objectUrls: string[];
  /** Addresses the page (its sheets, frames) named that the archive does not hold. */
  missing: string[];
  /** The address the page's redirects ended at; null when it is not in the archive. */
  finalUrl: string | null;
  problem: ViewProblem | null;
}

export interface ViewOptions {
  createUrl: CreateUrl;
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

/** A document with nothing in it but the policy. */
function emptyDocument(): string {
  const doc = new DOMParser().parseFromString("", "text/html");
  addPolicy(doc);
  return serialize(doc);
}

const serialize = (doc: Document) => `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`;

/** Draws `pageUrl` of the archive (the capture nearest the time its page list gives). */
export async function buildArchivedView(
  archive: Archive,
  pageUrl: string,
  options: ViewOptions,
): Promise<ArchivedView> {
  const near = archive.pages.find((page) => urlKey(page.url) === urlKey(pageUrl))?.ts ?? null;
  const resources = createResources(archive, options.createUrl, near);
  const page = await drawPage(pageUrl, resources, true);
  return { ...page, objectUrls: resources.objectUrls, missing: resources.missing };
}

async function drawPage(url: string, resources: Resources, withFrames: boolean) {
  const reached = followRedirects(resources.archive, url, resources.near);
  if ("problem" in reached) {
    if (reached.problem === "missing") resources.miss(url);
    const problem: ViewProblem = reached.problem === "missing" ? "page-missing" : "redirect-loop";
    return { html: emptyDocument(), finalUrl: null, problem };
  }
  const { record } = reached;
  const body = await record.body();
  const problem: ViewProblem | null =
    body.encoding === "undecodable"
      ? "undecodable"
      : HTML_TYPES.has(record.contentType ?? "")
        ? null
        : "not-html";
  if (problem) return { html: emptyDocument(), finalUrl: reached.url, problem };
  const text = decodeHtml(body.bytes, record.headers.get("content-type"));
  return {
    html: await drawDocument(text, reached.url, resources, withFrames),
    finalUrl: reached.url,
    problem,
  };
}

/** The archived document `text`, found at `documentUrl`, made inert and drawn from the archive. */
async function drawDocument(text: string, documentUrl: string, resources: Resources, withFrames: boolean) {
  const doc = new DOMParser().parseFromString(text, "text/html");
  const base = baseOf(doc, documentUrl);
  lockDocument(doc);
  await rewriteStyles(doc, base, resources);
  await rewriteMedia(doc, base, resources);
  neutralizeLinks(doc, base);
  await drawFrames(doc, base, resources, withFrames);
  stripLiveAddresses(doc);
  addPolicy(doc);
  return serialize(doc);
}

/** Each iframe shows its own archived document (srcdoc), without frames of its own; or nothing. */
async function drawFrames(doc: Document, base: string, resources: Resources, withFrames: boolean) {
  for (const frame of doc.querySelectorAll("iframe")) {
    const src = frame.getAttribute("src");
    const srcdoc = frame.getAttribute("srcdoc");
    frame.removeAttribute("src");
    frame.removeAttribute("srcdoc");
    // Nothing in a frame may run either, whatever the outer page allows.
    frame.setAttribute("sandbox", "");
    if (!withFrames) continue;
    if (srcdoc !== null) {
      frame.setAttribute("srcdoc", await drawDocument(srcdoc, base, resources, false));
      continue;
    }
    const url = src ? absoluteUrl(src, base) : null;
    if (!url || !(url.startsWith("http://") || url.startsWith("https://"))) continue;
    const page = await drawPage(url, resources, false);
    if (page.problem === null) frame.setAttribute("srcdoc", page.html);
  }
}

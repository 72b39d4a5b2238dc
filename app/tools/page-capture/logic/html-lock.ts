// An archived document made inert: nothing in it can run, navigate, submit or load from the network.
// Scripts, plug-ins, refreshes and event handlers go; <noscript> content is shown, as a reader without
// scripts sees it; links keep their address only as data; a last pass drops any address left that is
// not an object URL, data: or a fragment, and a Content-Security-Policy says the same a second time.

import { parseSrcset } from "./srcset.ts";

/** The policy put first in every archived document's head. */
export const ARCHIVED_POLICY =
  "default-src 'none'; img-src blob: data:; style-src 'unsafe-inline'; font-src blob: data:; media-src blob:";

const REMOVED = "script, object, embed, applet, base, meta[http-equiv], frame, frameset, portal";

/** Attributes that make a browser load or go somewhere. */
const ADDRESS_ATTRIBUTES = new Set([
  "src",
  "href",
  "xlink:href",
  "srcset",
  "imagesrcset",
  "poster",
  "action",
  "formaction",
  "data",
  "background",
  "cite",
  "longdesc",
  "ping",
  "manifest",
  "codebase",
  "archive",
  "lowsrc",
  "dynsrc",
  "icon",
]);

/** The link relations an archived document keeps (stylesheets are inlined, icons rewritten). */
function keptLink(link: Element): boolean {
  const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
  return rel.includes("stylesheet") || rel.some((token) => token.endsWith("icon"));
}

/** A value a browser would run as script: "javascript:", with the spaces and controls it ignores. */
function isScriptUrl(value: string): boolean {
  let compact = "";
  for (const char of value) if (char > " ") compact += char.toLowerCase();
  return compact.startsWith("javascript:") || compact.startsWith("vbscript:");
}

/** The address the document's relative addresses resolve against: its first <base href>, else its own. */
export function baseOf(doc: Document, documentUrl: string): string {
  const href = doc.querySelector("base[href]")?.getAttribute("href");
  if (!href) return documentUrl;
  try {
    return new URL(href.trim(), documentUrl).href;
  } catch {
    return documentUrl;
  }
}

/** Removes what runs or reloads, unwraps <noscript>, drops handlers and script addresses. */
export function lockDocument(doc: Document): void {
  for (const element of doc.querySelectorAll(REMOVED)) element.remove();
  for (const link of doc.querySelectorAll("link")) if (!keptLink(link)) link.remove();
  for (const noscript of doc.querySelectorAll("noscript")) noscript.replaceWith(...noscript.childNodes);
  for (const element of doc.querySelectorAll("*")) {
    for (const { name, value } of [...element.attributes]) {
      if (name.toLowerCase().startsWith("on") || isScriptUrl(value)) element.removeAttribute(name);
    }
  }
}

/** Links and forms go nowhere: a link's address stays as data-archived-href and its title. */
export function neutralizeLinks(doc: Document, base: string): void {
  for (const link of doc.querySelectorAll("a[href], area[href]")) {
    const href = link.getAttribute("href") ?? "";
    let address = href;
    try {
      address = new URL(href.trim(), base).href;
    } catch {
      // Kept as written.
    }
    link.setAttribute("data-archived-href", address);
    if (!link.hasAttribute("title")) link.setAttribute("title", address);
    for (const name of ["href", "target", "ping"]) link.removeAttribute(name);
  }
  for (const form of doc.querySelectorAll("form")) {
    for (const name of ["action", "method", "target"]) form.removeAttribute(name);
  }
}

/** Whether a value points only inside the page, or at something already in it (blob:, data:). */
function isLocal(value: string): boolean {
  const trimmed = value.trim().toLowerCase();
  return trimmed.startsWith("blob:") || trimmed.startsWith("data:") || trimmed.startsWith("#");
}

/** The last pass: any address left that is not local goes (a srcset keeps only if all its parts are). */
export function stripLiveAddresses(doc: Document): void {
  for (const element of doc.querySelectorAll("*")) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (!ADDRESS_ATTRIBUTES.has(lower)) continue;
      const parts = lower.endsWith("srcset") ? parseSrcset(value).map((candidate) => candidate.url) : [value];
      if (!parts.every(isLocal)) element.removeAttribute(name);
    }
  }
}

/** Puts the policy first in the head. */
export function addPolicy(doc: Document): void {
  const meta = doc.createElement("meta");
  meta.setAttribute("http-equiv", "Content-Security-Policy");
  meta.setAttribute("content", ARCHIVED_POLICY);
  doc.head.prepend(meta);
}

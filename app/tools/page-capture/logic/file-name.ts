// The name a capture's WACZ is saved under: the site and the moment, so a folder of captures sorts itself.

/** "page-capture-example.com-2026-12-06-103017.wacz" for a capture of example.com at 10:30:17 UTC. */
export function waczFileName(url: string, capturedAt: string): string {
  const host = (URL.parse(url)?.host ?? "page").replace(/[^a-z0-9.-]/gi, "-");
  const stamp = capturedAt.slice(0, 19).replace("T", "-").replaceAll(":", "");
  return `page-capture-${host}-${stamp}.wacz`;
}

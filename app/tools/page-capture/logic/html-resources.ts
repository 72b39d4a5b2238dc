// An archived document pointed at the archive: stylesheets inlined (their url()s and @imports
// rewritten), inline styles rewritten, and every image, media, poster and icon address replaced by the
// object URL of its archived copy, or removed when the archive lacks it.
import { absoluteUrl, type Resources } from "./archive-resources.ts";
import { archivedUrl, rewriteDeclarations, rewriteStylesheet } from "./archived-css.ts";
import { formatSrcset, parseSrcset } from "./srcset.ts";

/** The elements whose attributes name a resource to draw, and those attributes. */
const MEDIA: readonly [selector: string, attributes: readonly string[]][] = [
  ["img", ["src", "srcset"]],
  ["source", ["src", "srcset"]],
  ["video", ["poster", "src"]],
  ["audio", ["src"]],
  ["track", ["src"]],
  ["input", ["src"]],
  ["link", ["href"]],
  ["image", ["href", "xlink:href"]],
  ["[background]", ["background"]],
];

/** CSS put inside <style>: "<" escaped, so no text in it can close the element. */
const styleText = (css: string) => css.replaceAll("<", "\\3c ");

/** Each <link rel=stylesheet> becomes a <style> of the archived sheet; <style> and style="" rewritten. */
export async function rewriteStyles(doc: Document, base: string, resources: Resources): Promise<void> {
  // Taken first: the <style>s made of links below are rewritten already.
  const inline = [...doc.querySelectorAll("style")];
  for (const link of doc.querySelectorAll("link[href]")) {
    if (!(link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet")) continue;
    const url = absoluteUrl(link.getAttribute("href") ?? "", base);
    const sheet = url ? await resources.text(url) : null;
    if (!sheet) {
      link.remove();
      continue;
    }
    const style = doc.createElement("style");
    const media = link.getAttribute("media");
    if (media) style.setAttribute("media", media);
    style.textContent = styleText(await rewriteStylesheet(sheet.text, sheet.url, resources));
    link.replaceWith(style);
  }
  for (const style of inline) {
    style.textContent = styleText(await rewriteStylesheet(style.textContent ?? "", base, resources));
  }
  for (const element of doc.querySelectorAll("[style]")) {
    element.setAttribute(
      "style",
      await rewriteDeclarations(element.getAttribute("style") ?? "", base, resources),
    );
  }
}

async function rewriteSrcset(value: string, base: string, resources: Resources): Promise<string> {
  const candidates = [];
  for (const candidate of parseSrcset(value)) {
    const url = await archivedUrl(candidate.url, base, resources);
    if (url) candidates.push({ url, descriptor: candidate.descriptor });
  }
  return formatSrcset(candidates);
}

/** Images, media, posters, tracks and icons drawn from the archive. */
export async function rewriteMedia(doc: Document, base: string, resources: Resources): Promise<void> {
  for (const [selector, attributes] of MEDIA) {
    for (const element of doc.querySelectorAll(selector)) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        const rewritten = name.endsWith("srcset")
          ? await rewriteSrcset(value, base, resources)
          : await archivedUrl(value, base, resources);
        if (rewritten) element.setAttribute(name, rewritten);
        else element.removeAttribute(name);
      }
    }
  }
}

import { asPng } from "./picture.ts";

export type CopyOutcome = "copied" | "denied" | "unsupported";

/**
 * Puts the picture on the clipboard as a PNG. The ClipboardItem gets a promise of the PNG, so that
 * `write` is called within the click itself, as Safari requires; the redraw happens meanwhile.
 */
export async function copyPicture(picture: () => Promise<Blob>): Promise<CopyOutcome> {
  if (typeof ClipboardItem === "undefined" || !navigator.clipboard?.write) return "unsupported";
  try {
    await navigator.clipboard.write([new ClipboardItem({ "image/png": picture().then(asPng) })]);
    return "copied";
  } catch (error) {
    // NotAllowedError: the person or a policy refused; anything else, this browser could not do it.
    return error instanceof DOMException && error.name === "NotAllowedError" ? "denied" : "unsupported";
  }
}

// An archived page's (or stylesheet's) bytes as text, in the encoding the browser would have used: a
// byte-order mark, then the Content-Type header's charset, then (a page) a <meta> in the first bytes,
// else UTF-8 if the bytes are UTF-8, else windows-1252 (what browsers assume of an unlabelled page).

/** How far into a page a <meta charset> is looked for, as browsers do (1024 bytes, a little more). */
const PRESCAN = 4096;

function decoderFor(label: string | null | undefined): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return null;
  }
}

/** The charset parameter of a Content-Type value, or null. */
function charsetOf(contentType: string | null): string | null {
  for (const part of (contentType ?? "").split(";").slice(1)) {
    const [name, value] = part.split("=", 2).map((piece) => piece.trim());
    if (name?.toLowerCase() === "charset" && value) return value.replaceAll('"', "").replaceAll("'", "");
  }
  return null;
}

function bomLabel(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

/** The charset a <meta> names in the page's first bytes (read as windows-1252: ASCII stays ASCII). */
function metaLabel(bytes: Uint8Array): string | null {
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, PRESCAN));
  const doc = new DOMParser().parseFromString(head, "text/html");
  const direct = doc.querySelector("meta[charset]")?.getAttribute("charset");
  if (direct) return direct;
  for (const meta of doc.querySelectorAll("meta[http-equiv][content]")) {
    if (meta.getAttribute("http-equiv")?.toLowerCase() === "content-type")
      return charsetOf(meta.getAttribute("content"));
  }
  return null;
}

/** A page's text. */
export function decodeHtml(bytes: Uint8Array, contentType: string | null): string {
  return decodeText(bytes, contentType, metaLabel);
}

/** A text's text; `sniff` names the charset the bytes declare themselves, if they can. */
export function decodeText(
  bytes: Uint8Array,
  contentType: string | null,
  sniff: (bytes: Uint8Array) => string | null = () => null,
): string {
  const labelled =
    decoderFor(bomLabel(bytes)) ?? decoderFor(charsetOf(contentType)) ?? decoderFor(sniff(bytes));
  if (labelled) return labelled.decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

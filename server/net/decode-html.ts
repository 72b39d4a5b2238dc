// Bytes of a stranger's page to text, as a browser would read them. Runs where the page is parsed (in the
// worker of page-head-reader.ts), so a megabyte is never decoded on the event loop.

/** The start of an HTML document as it came, with the Content-Type that names its encoding, if any. */
export interface PageBytes {
  bytes: Uint8Array;
  contentType: string | undefined;
}

// The HTML standard looks for <meta charset> in the first 1024 bytes.
const CHARSET_PRESCAN_BYTES = 1024;

/** Decodes as a browser would: byte order mark, else the Content-Type charset, else <meta>, else UTF-8. */
export function decodeHtml({ bytes, contentType }: PageBytes): string {
  const label = bomCharset(bytes) ?? headerCharset(contentType) ?? metaCharset(bytes) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes); // a label the platform does not know
  }
}

function bomCharset(body: Uint8Array): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  return undefined;
}

function headerCharset(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1];
}

// Both <meta charset="x"> and <meta http-equiv="Content-Type" content="text/html; charset=x">.
function metaCharset(body: Uint8Array): string | undefined {
  const start = new TextDecoder("latin1").decode(body.subarray(0, CHARSET_PRESCAN_BYTES));
  const label = /<meta\s[^>]*?charset\s*=\s*(?:["']\s*)?([\w.:-]+)/i.exec(start)?.[1];
  // A page that could be read this far in ASCII is not UTF-16, whatever it claims (as the standard says).
  return label && /^utf-16/i.test(label) ? "utf-8" : label;
}

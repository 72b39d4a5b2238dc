// Content Credentials kept online rather than in the file: C2PA lets a file's XMP name the address of its
// manifest store (dcterms:provenance), with no store embedded. The page fetches nothing a file names, so
// it says where they are and that they were not checked. "self#jumbf=…" names a store inside the file.
import { type Tags, tagText } from "./metadata.ts";

/** As long an address as the image fetch takes (decision 014): a longer one is not shown. */
const MAX_LENGTH = 2048;
/** The characters an address keeps as written; any other is percent-encoded, so it reads the same in Markdown. */
const KEPT = /^[\w\-.~:/?#@!$&'+,;=%]$/;

/** The http(s) address of credentials stored online, written so it cannot be taken for markup; or undefined. */
export function remoteCredentials(tags: Tags): string | undefined {
  const written = tagText(tags.xmp, "provenance");
  if (!written || written.length > MAX_LENGTH || !URL.canParse(written)) return undefined;
  const address = new URL(written);
  if (address.protocol !== "https:" && address.protocol !== "http:") return undefined;
  // A serialised URL is ASCII (host in punycode, the rest percent-encoded): one byte per character.
  let safe = "";
  for (const char of address.href)
    safe += KEPT.test(char) ? char : `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;
  return safe.length > MAX_LENGTH ? undefined : safe;
}

// The package's parts seen from outside their XML: the media and embedded objects it carries, and every
// relationship pointing out of it (links, linked pictures and workbooks, OLE links, templates).
import { CappedList } from "./limits.ts";
import { type OfficePackage, typeName } from "./package.ts";
import type { EmbeddedPart, ExternalLink } from "./types.ts";

const MEDIA_FOLDERS = ["word/media/", "xl/media/", "ppt/media/"];

/** Pictures, sounds and videos under a media folder; files and OLE objects under an embeddings folder. */
export function embeddedParts(office: OfficePackage): CappedList<EmbeddedPart> {
  const found = new CappedList<EmbeddedPart>();
  for (const path of office.paths()) {
    const kind = MEDIA_FOLDERS.some((folder) => path.startsWith(folder))
      ? "media"
      : path.startsWith("embeddings/") || path.includes("/embeddings/")
        ? "embedding"
        : null;
    if (kind === null || path.endsWith("/")) continue;
    found.push({ path, size: office.source.size(path), contentType: office.contentType(path), kind });
  }
  return found;
}

/** A .rels file's source part: word/_rels/document.xml.rels → word/document.xml; _rels/.rels → "". */
export function sourceOfRelationships(path: string): string | null {
  const at = path.lastIndexOf("_rels/");
  if (at < 0 || !path.endsWith(".rels") || (at > 0 && path[at - 1] !== "/")) return null;
  return path.slice(0, at) + path.slice(at + "_rels/".length, -".rels".length);
}

/** Every relationship with TargetMode="External", from every .rels file of the package. */
export async function externalLinks(office: OfficePackage): Promise<CappedList<ExternalLink>> {
  const found = new CappedList<ExternalLink>();
  for (const path of office.paths()) {
    const source = sourceOfRelationships(path);
    if (source === null) continue;
    for (const relationship of await office.relationships(source)) {
      if (relationship.external) {
        found.push({ source, type: typeName(relationship.type), target: relationship.target });
      }
    }
  }
  return found;
}

// The findings a report opens with, each a code the screens put in words: what it means, and what it
// does not prove.
import type { AiDeclaration } from "./ai-declared.ts";
import type { C2paReadFailure, C2paSummary } from "./c2pa.ts";
import { type DateStamp, DISAGREEMENT_MS, disagreement } from "./dates.ts";
import type { PictureSize } from "./heif-size.ts";
import type { IdentifyingField } from "./identifying.ts";
import { extensionOf, misnamed } from "./integrity.ts";
import type { Summary } from "./summary.ts";

export type Finding =
  | { code: "unreadable" }
  | { code: "misnamed"; extension: string; format: string }
  | { code: "truncated" }
  | { code: "no_metadata" }
  | { code: "edited_with"; software: string }
  | { code: "modified_after_capture"; taken: DateStamp; modified: DateStamp }
  | { code: "dates_disagree"; first: DateStamp; last: DateStamp }
  | { code: "size_disagrees"; exif: PictureSize; picture: PictureSize }
  | { code: "thumbnail_differs" }
  | { code: "gps_present" }
  | { code: "identifies_author"; fields: IdentifyingField[] }
  | { code: "ai_declared"; declarations: AiDeclaration[] }
  | { code: "c2pa_valid"; signer: string }
  | { code: "c2pa_untrusted"; signer: string; test: boolean }
  | { code: "c2pa_invalid"; failures: string[] }
  | { code: "c2pa_unchecked"; failure: C2paReadFailure }
  | { code: "c2pa_remote"; address: string };

export type FindingCode = Finding["code"];

/** Programs that edit pictures, as they name themselves in Software, CreatorTool or XMP history. */
const EDITORS =
  /\b(Photoshop|Lightroom|GIMP|Snapseed|Pixelmator|Affinity Photo|Canva|PicsArt|Facetune|VSCO|Paint\.NET|Capture One|Luminar|darktable|RawTherapee|Photopea|Krita|Fotor|Meitu|Adobe Express|Photos? Editor|Picasa|ACDSee|Corel)\b/i;

/** What the file itself says about its editing: the first editor named, if any. */
function editor(summary: Summary): string | undefined {
  const names = [...summary.software, ...summary.history.map((step) => step.agent ?? "")];
  return names.find((name) => EDITORS.test(name));
}

/** The same size either way round: a camera writes its sensor's size for a photo it then shows upright. */
const sameSize = (a: PictureSize, b: PictureSize) =>
  (a.width === b.width && a.height === b.height) || (a.width === b.height && a.height === b.width);

export interface FindingExtras {
  /** The read stopped: a damaged or non-image file. */
  unreadable?: boolean;
  /** The file's name, whose extension promises a format. */
  fileName?: string;
  /** The file stops before its picture does. */
  truncated?: boolean;
  /** Content Credentials are still being read: whether there is any metadata is not known yet. */
  c2paPending?: boolean;
  thumbnailDiffers?: boolean;
  c2pa?: C2paSummary;
  /** The file holds Content Credentials the library could not read, and why. */
  c2paFailure?: C2paReadFailure;
}

export function findings(summary: Summary, extras: FindingExtras = {}): Finding[] {
  const list: Finding[] = [];
  if (extras.unreadable) list.push({ code: "unreadable" });
  if (extras.fileName && summary.format && misnamed(extras.fileName, summary.format))
    list.push({ code: "misnamed", extension: extensionOf(extras.fileName), format: summary.format });
  if (extras.truncated) list.push({ code: "truncated" });
  const c2paFailure = extras.c2paFailure;
  if (!summary.hasMetadata && !extras.c2pa && !extras.c2paPending && !c2paFailure && !extras.unreadable)
    list.push({ code: "no_metadata" });
  const ai = [...summary.aiDeclarations, ...(extras.c2pa?.aiDeclarations ?? [])];
  if (ai.length > 0) list.push({ code: "ai_declared", declarations: ai });
  const c2pa = extras.c2pa;
  if (c2pa) {
    const signer = c2pa.signer ?? c2pa.issuer ?? "";
    if (c2pa.trust === "invalid") list.push({ code: "c2pa_invalid", failures: c2pa.failures });
    else if (c2pa.trust === "trusted") list.push({ code: "c2pa_valid", signer });
    else list.push({ code: "c2pa_untrusted", signer, test: c2pa.testCertificate });
  }
  if (c2paFailure) list.push({ code: "c2pa_unchecked", failure: c2paFailure });
  // Credentials the file itself holds are the ones read; an address beside them adds nothing to check.
  else if (summary.remoteCredentials && !c2pa && !extras.c2paPending)
    list.push({ code: "c2pa_remote", address: summary.remoteCredentials });
  const software = editor(summary);
  if (software) list.push({ code: "edited_with", software });
  const { taken, modified } = summary;
  if (taken && modified && modified.wallClock - taken.wallClock > DISAGREEMENT_MS) {
    list.push({ code: "modified_after_capture", taken, modified });
  }
  const apart = disagreement(summary.captureDates);
  if (apart) list.push({ code: "dates_disagree", first: apart[0], last: apart[1] });
  const picture =
    summary.width && summary.height ? { width: summary.width, height: summary.height } : undefined;
  if (picture && summary.exifSize && !sameSize(summary.exifSize, picture))
    list.push({ code: "size_disagrees", exif: summary.exifSize, picture });
  if (extras.thumbnailDiffers) list.push({ code: "thumbnail_differs" });
  if (summary.position) list.push({ code: "gps_present" });
  if (summary.identifying.length > 0) list.push({ code: "identifies_author", fields: summary.identifying });
  return list;
}

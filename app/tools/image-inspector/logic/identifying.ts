// Fields that can name a person or single out one camera: a source's photo shared with them may expose
// the source. Each is said by the group and tag it was read from, with its value as written.
import { type Tags, tagText } from "./metadata.ts";

/** Where such a field is kept (ExifReader's group and tag names), and what it is, as a locale key. */
const FIELDS = [
  ["exif", "Artist", "author"],
  ["exif", "Copyright", "copyright"],
  ["exif", "CameraOwnerName", "owner"],
  ["exif", "BodySerialNumber", "bodySerial"],
  ["exif", "LensSerialNumber", "lensSerial"],
  ["xmp", "creator", "author"],
  ["xmp", "rights", "copyright"],
  ["xmp", "OwnerName", "owner"],
  ["xmp", "SerialNumber", "bodySerial"],
  ["xmp", "LensSerialNumber", "lensSerial"],
  ["iptc", "By-line", "author"],
  ["iptc", "Copyright Notice", "copyright"],
] as const;

export interface IdentifyingField {
  /** Where it was read: "exif", "xmp" or "iptc", and the tag's name there ("Artist", "creator"…). */
  group: (typeof FIELDS)[number][0];
  tag: (typeof FIELDS)[number][1];
  /** What it is: a key of the locale's `identifying` texts. */
  kind: (typeof FIELDS)[number][2];
  value: string;
}

/** Every field of the file that may identify its author or camera, in a fixed order. */
export function identifyingFields(tags: Tags): IdentifyingField[] {
  return FIELDS.flatMap(([group, tag, kind]) => {
    const value = tagText(tags[group], tag);
    return value ? [{ group, tag, kind, value }] : [];
  });
}

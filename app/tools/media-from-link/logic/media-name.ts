// The name a fetched file is given in the inspector, the case file and a download: its address's last
// part, else "media", with the extension its type calls for when it has none.
import { extensionOfType } from "./media-types.ts";

const MAX_NAME_CHARS = 120;

/** A file name for the media at `url` of type `type`: printable, without a path, at most 120 characters. */
export function mediaFileName(url: string, type: string | undefined): string {
  const path = URL.parse(url)?.pathname ?? "";
  let last = path.slice(path.lastIndexOf("/") + 1);
  try {
    last = decodeURIComponent(last);
  } catch {
    // an address with a broken escape keeps it as written
  }
  // Controls, separators and characters a file system refuses become "_".
  const name = Array.from(last, (char) => (char < " " || '\\/:*?"<>|\u007f'.includes(char) ? "_" : char))
    .join("")
    .trim();
  const dot = name.lastIndexOf(".");
  let stem = dot === -1 ? name : name.slice(0, dot);
  let extension = dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
  const typed = extensionOfType((type ?? "").split(";")[0]?.trim().toLowerCase() ?? "");
  // A stream's playlist (index.m3u8) becomes the file it was joined into (index.ts).
  if (typed && (extension === "" || extension === "m3u8" || extension === "mpd")) extension = typed;
  if (stem === "") stem = "media";
  const suffix = extension === "" ? "" : `.${Array.from(extension).slice(0, 10).join("")}`;
  return (
    Array.from(stem)
      .slice(0, MAX_NAME_CHARS - suffix.length)
      .join("") + suffix
  );
}

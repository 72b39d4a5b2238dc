/**
 * Whether `file` is one of the kinds an `<input accept>` list names ("image/*,.heic,video/mp4"): by its
 * MIME type, a wildcard family or its extension. A file whose type the browser left empty (a HEIC on
 * some systems, a pasted blob) is let through: the tool's reader decides what it is.
 */
export function acceptsFile(accept: string, file: { name: string; type: string }): boolean {
  if (file.type === "") return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) => {
      if (entry === "") return false;
      if (entry.startsWith(".")) return name.endsWith(entry);
      if (entry.endsWith("/*")) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}

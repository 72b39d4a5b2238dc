/** The longest ending read as an extension: "Mr. Bean interview" keeps its " Bean interview". */
const MAX_EXTENSION = 8;

/**
 * A file's name without its extension, to name what the page makes from it ("clip.final.mp4" →
 * "clip.final", then "clip.final-frames.zip"). The extension is the last dot and the 1 to 8 characters
 * after it, none a dot, a slash, a backslash or a space; `fallback` when nothing is left (".jpg"). A scan
 * from the end, no regular expression (decision 018).
 */
export function fileStem(name: string, fallback: string): string {
  const dot = name.lastIndexOf(".");
  const extension = dot < 0 ? "" : name.slice(dot + 1);
  const isExtension = extension.length > 0 && extension.length <= MAX_EXTENSION && !/[/\\\s]/.test(extension);
  return (isExtension ? name.slice(0, dot) : name) || fallback;
}

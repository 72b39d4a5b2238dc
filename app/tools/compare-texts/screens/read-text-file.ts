/** Why a file cannot be compared: too large, not UTF-8 text, or unreadable. */
export type FileProblem = { code: "tooLarge" | "notText" | "unreadable"; name: string };

/**
 * Larger files would make the page slow to show, well beyond what the comparison is meant for. In decimal
 * megabytes, the unit the page writes the limit in (formatBytes).
 */
export const MAX_FILE_BYTES = 10_000_000;

/**
 * Reads a file on the device, as UTF-8 text: a file that is not (an image, a Word document, a text in
 * another encoding) is refused rather than compared as gibberish. A NUL byte marks a binary file even
 * when its bytes happen to be valid UTF-8.
 */
export async function readTextFile(
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; problem: FileProblem }> {
  const problem = (code: FileProblem["code"]) => ({ ok: false as const, problem: { code, name: file.name } });
  if (file.size > MAX_FILE_BYTES) return problem("tooLarge");
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return problem("unreadable");
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.includes("\0") ? problem("notText") : { ok: true, text };
  } catch {
    return problem("notText");
  }
}

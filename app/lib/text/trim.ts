/**
 * `text` without the copies of `char` (one UTF-16 unit) at its end. A scan from the end: the obvious
 * /x+$/ is tried from every start position and costs quadratic time on a long run of x's.
 */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

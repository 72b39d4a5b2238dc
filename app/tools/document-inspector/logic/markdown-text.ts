// Text from a hostile document written into Markdown so that it reads as written and can become no
// markup: no link, image, HTML, emphasis, heading, list or quote of its own. Every character that can
// start markup is escaped wherever it stands (the raw .md is a little noisier for it, but no rule of
// "only when it would count" can be got wrong), and GitHub's automatic links (https://…, www.…, an
// e-mail address) are broken by an escape too. Code and addresses go in code spans and fenced blocks
// fenced longer than any run of backticks they hold.

/** Escaped wherever they stand: emphasis, code, links, HTML and entities, tables, strike-through, headings. */
const ALWAYS = new Set(["\\", "`", "*", "_", "[", "]", "<", ">", "&", "~", "|", "#", "@"]);
/** Escaped at the start of a line, where they make a list or a heading's underline. */
const LINE_START = new Set(["-", "+", "="]);

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/** Lines as Markdown sees them: CR, LF and CRLF all end one. */
function linesOf(text: string): string[] {
  return text.replaceAll("\r\n", "\n").replaceAll("\r", "\n").split("\n");
}

/** One line of text, escaped; it may start a block (a list item's text, a heading, a quote's line). */
function escapeLine(line: string): string {
  const text = line.trimStart();
  let out = "";
  // A line "12. x" or "3) x" would be an ordered list: the mark after its digits is escaped ("2.4 kB" is not one).
  let digits = 0;
  while (isDigit(text[digits])) digits++;
  const afterMark = text[digits + 1];
  const ordered = digits > 0 && (afterMark === undefined || afterMark === " " || afterMark === "\t");
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    const listMark = ordered && i === digits && (char === "." || char === ")");
    const autolink =
      (char === ":" && text.startsWith("//", i + 1)) ||
      (char === "." && i >= 3 && text.slice(i - 3, i).toLowerCase() === "www");
    if (ALWAYS.has(char) || (i === 0 && LINE_START.has(char)) || listMark || autolink) out += "\\";
    out += char;
  }
  return out;
}

/** Text on one line (a list item, a heading, a label): its line breaks become spaces, its markup escaped. */
export function inlineText(text: string): string {
  return escapeLine(
    linesOf(text)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(" "),
  );
}

/** Text quoted as a Markdown blockquote, a line of the quote per line of the text (kept apart by hard breaks). */
export function quoteLines(text: string): string[] {
  const lines = linesOf(text.trim());
  return lines.map((line, index) => {
    const escaped = escapeLine(line).trimEnd();
    if (!escaped) return ">";
    return index < lines.length - 1 ? `> ${escaped}  ` : `> ${escaped}`;
  });
}

/** The longest run of backticks in `text`. */
function longestBacktickRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (const char of text) {
    run = char === "`" ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** Text as a code span, on one line: shown as written, never a link (an address is not made clickable). */
export function codeSpan(text: string): string {
  const flat = linesOf(text).join(" ");
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.trim() === "" ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Text as a fenced code block, its fence longer than any run of backticks inside, so nothing closes it early. */
export function fencedBlock(text: string): string[] {
  const fence = "`".repeat(Math.max(3, longestBacktickRun(text) + 1));
  return [fence, ...linesOf(text), fence];
}

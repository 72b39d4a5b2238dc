import { listChanges } from "./changes.ts";
import type { Comparison } from "./compare.ts";

/** The words of a report, in the page's language, figures already formatted. */
export type ReportTexts = {
  lang: string;
  title: string;
  /** Similarity, changes, characters deleted and inserted, in one sentence. */
  summary: string;
  /** What was compared by, and what was ignored. */
  settings: string;
  similarityHow: string;
  caveat: string;
  /** Said when some passages are shown replaced whole. */
  approximate: string;
  noChanges: string;
  deleted: string;
  inserted: string;
  /** The heading of change n, with the line where it starts in each text. */
  change: (number: number, lineA: number, lineB: number) => string;
};

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * A page of its own: the whole second text with the first text's deletions struck through and its
 * own insertions underlined, each announced by a hidden word for screen readers, so that colour is
 * never the only sign. Everything from the texts is escaped.
 */
export function toHtml(comparison: Comparison, texts: ReportTexts): string {
  const body = comparison.parts
    .map((part) => {
      if (part.kind === "same") return escapeHtml(part.b);
      const [tag, label] = part.kind === "deleted" ? ["del", texts.deleted] : ["ins", texts.inserted];
      return `<${tag}><span class="sr">${escapeHtml(label)} </span>${escapeHtml(part.text)}</${tag}>`;
    })
    .join("");
  const paragraphs = [texts.summary, texts.settings, texts.similarityHow, texts.caveat];
  if (comparison.approximate) paragraphs.push(texts.approximate);
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.6; }
body { max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; border: 1px solid #8884; border-radius: 0.5rem; padding: 1rem; }
del { text-decoration: line-through; background: #fde2e1; color: #7a1010; }
ins { text-decoration: underline; background: #d9f5e3; color: #0b5227; }
@media (prefers-color-scheme: dark) { del { background: #5c1a1a; color: #ffd9d6; } ins { background: #133d24; color: #d3f8e0; } }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
</style>
</head>
<body>
<h1>${escapeHtml(texts.title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
<pre>${body}</pre>
</body>
</html>
`;
}

/**
 * The changes as a list, each a fenced diff block (lines of the first text after "-", of the second
 * after "+"), with the line where it starts: readable as it is and rendered by any Markdown viewer.
 */
export function toMarkdown(comparison: Comparison, texts: ReportTexts): string {
  const lines = [
    `# ${texts.title}`,
    "",
    texts.summary,
    "",
    texts.settings,
    "",
    texts.similarityHow,
    "",
    `> ${texts.caveat}`,
  ];
  if (comparison.approximate) lines.push("", texts.approximate);
  const changes = listChanges(comparison.parts);
  if (changes.length === 0) lines.push("", texts.noChanges);
  changes.forEach((change, index) => {
    const diff = [...prefixed("-", change.deleted), ...prefixed("+", change.inserted)];
    const fence = "`".repeat(Math.max(3, longestBacktickRun(diff.join("\n")) + 1));
    lines.push(
      "",
      `## ${texts.change(index + 1, change.lineA, change.lineB)}`,
      "",
      `${fence}diff`,
      ...diff,
      fence,
    );
  });
  return `${lines.join("\n")}\n`;
}

function prefixed(sign: string, text: string): string[] {
  if (text === "") return [];
  return text
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => `${sign} ${line}`);
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (const char of text) {
    run = char === "`" ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

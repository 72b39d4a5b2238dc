import { useEffect, useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { type CommandBlock as Block, commandText } from "../logic/hand-check.ts";

/** A short word of a command (an option, a path) is not split at its hyphen: "-LiteralPath" never reads "-". */
const SHORT_WORD = 34;

/** Where a long word (a one-line script) had best wrap: after a statement, an argument or an opening. */
const BREAK_AFTER = new Set([";", ",", "(", "{", "=", "&", "|"]);

/** A long word with a break opportunity after each of its BREAK_AFTER characters. */
function wrappable(word: string) {
  const pieces: string[] = [];
  let start = 0;
  for (let at = 0; at < word.length; at++) {
    if (!BREAK_AFTER.has(word[at] ?? "")) continue;
    pieces.push(word.slice(start, at + 1));
    start = at + 1;
  }
  pieces.push(word.slice(start));
  return pieces.flatMap((piece, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed word
    index === 0 ? [piece] : [<wbr key={index} />, piece],
  );
}

/**
 * A line's words, the short ones kept whole; a long one (a script) wraps after its punctuation, and
 * only where that is not enough, anywhere.
 */
function unbroken(line: string) {
  return line.split(/( +)/).map((word, index) =>
    word.length > 0 && word.length <= SHORT_WORD && word.trim() !== "" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed line
      <span key={index} className="whitespace-nowrap">
        {word}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the words of a fixed line
      <span key={index}>{wrappable(word)}</span>
    ),
  );
}

/**
 * Commands to paste into a terminal, named by where they run, with a button that copies them. A line
 * longer than the box wraps within it, its continuation indented, so a phone shows every character
 * without scrolling sideways; the copy (or a selection) keeps the lines as they are. The button appears
 * once the page runs its scripts: before that it could not copy.
 */
export function CommandBlock({ block, describedBy }: { block: Block; describedBy?: string }) {
  const { t } = useTranslation("case_file");
  const { copied, copy } = useCopy();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const caption = useId();
  return (
    <figure className="my-3 min-w-0 overflow-hidden rounded-lg border bg-muted/40">
      <figcaption className="flex min-h-11 items-center justify-between gap-2 border-b py-1 pr-1 pl-3 text-xs font-medium text-muted-foreground">
        <span id={caption}>{t(`bundles.shell.${block.shell}`)}</span>
        {scripted && (
          <Button
            variant="ghost"
            size="sm"
            aria-describedby={[caption, describedBy].filter(Boolean).join(" ")}
            onClick={() => copy(commandText(block))}
          >
            <Icon name={copied ? "check" : "copy"} />
            <span aria-live="polite">{copied ? t("bundles.copied") : t("bundles.copy")}</span>
          </Button>
        )}
      </figcaption>
      <pre className="p-3 font-mono text-[0.8125rem] leading-relaxed">
        <code>
          {block.lines.map((line, index) => (
            <span
              // The lines of a block never change order.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              key={index}
              className="block whitespace-pre-wrap pl-6 -indent-6 [overflow-wrap:anywhere]"
            >
              {unbroken(line)}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}

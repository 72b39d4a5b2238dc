import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Analysis, Finding } from "../logic/analyze.ts";
import { badgeLabel } from "../logic/badge.ts";
import { VIEW_LENGTH } from "../logic/view.ts";

const BADGE =
  "mx-px rounded border border-dashed border-amber-600 bg-amber-500/10 px-1 py-px font-sans text-xs font-semibold text-amber-800 dark:border-amber-400 dark:text-amber-300";

const FOCUSABLE =
  "group relative focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** A badge's description, shown beside it while it has the focus or the pointer (read from sr-only text). */
const TIP =
  "pointer-events-none absolute left-0 top-full z-10 mt-1 hidden w-max max-w-xs rounded border bg-card px-2 py-1 text-xs font-normal text-card-foreground shadow group-hover:block group-focus-visible:block";

/**
 * The marks to draw, a run of tag characters (a hidden message, one badge per letter otherwise) as one.
 */
function markedRuns(analysis: Analysis): { index: number; end: number; finding: Finding; run: number }[] {
  const runs: { index: number; end: number; finding: Finding; run: number }[] = [];
  for (const [index, length, at] of analysis.marks) {
    const finding = analysis.findings[at];
    if (!finding) continue;
    const last = runs.at(-1);
    if (last && finding.kind === "tag" && last.finding.kind === "tag" && last.end === index) {
      last.end = index + length;
      last.run++;
    } else {
      runs.push({ index, end: index + length, finding, run: 1 });
    }
  }
  return runs;
}

/**
 * The beginning of the text with every flagged character shown in place: an invisible one as a labelled
 * badge ⟨ZWSP⟩, a look-alike letter as itself followed by its script. Labels are words, not colours.
 */
export function MarkedText({ text, analysis }: { text: string; analysis: Analysis }) {
  const { t, i18n } = useTranslation("hidden_characters");
  const scripts = new Intl.DisplayNames([i18n.language], { type: "script" });
  const number = new Intl.NumberFormat(i18n.language);
  const description = (finding: Finding, run: number) =>
    run > 1
      ? t("view.tagRun", { count: run })
      : `${finding.name} (U+${finding.codePoint.toString(16).toUpperCase().padStart(4, "0")})`;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { index, end, finding, run } of markedRuns(analysis)) {
    if (index > from) parts.push(text.slice(from, index));
    parts.push(
      finding.lookalike ? (
        <mark
          key={index}
          className="rounded bg-transparent text-inherit underline decoration-amber-600 decoration-wavy"
        >
          {text.slice(index, end)}
          <span className={BADGE}>⟨{scripts.of(finding.lookalike.script)}⟩</span>
        </mark>
      ) : (
        // Focusable, with its description shown beside it on focus as on hover and read with it: a
        // title attribute alone reaches neither a keyboard nor a screen reader.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a badge's description must be reachable by keyboard.
        <mark key={index} tabIndex={0} className={`${BADGE} ${FOCUSABLE}`} data-testid="badge">
          ⟨{run > 1 ? `TAG ×${number.format(run)}` : badgeLabel(finding.kind, finding.codePoint)}⟩
          <span className="sr-only"> {description(finding, run)}</span>
          <span aria-hidden="true" className={TIP}>
            {description(finding, run)}
          </span>
        </mark>
      ),
    );
    // A line or paragraph separator still ends its line here, as it does in the text.
    if (finding.codePoint === 0x2028 || finding.codePoint === 0x2029) parts.push("\n");
    from = end;
  }
  const shown = Math.min(text.length, VIEW_LENGTH);
  if (shown > from) parts.push(text.slice(from, shown));
  const truncated = text.length > VIEW_LENGTH;

  return (
    <section aria-labelledby="marked-heading" className="grid grid-cols-1 gap-2">
      <h2 id="marked-heading" className="text-lg font-semibold">
        {t("view.heading")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("view.legend")}</p>
      <section
        aria-label={t("view.label")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        data-testid="marked-text"
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 leading-8"
      >
        {parts}
        {truncated && "…"}
      </section>
      {truncated && (
        <p className="text-sm text-muted-foreground">{t("view.truncated", { count: VIEW_LENGTH })}</p>
      )}
    </section>
  );
}

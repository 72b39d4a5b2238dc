import { useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import {
  LINE_HEIGHT,
  lineAt,
  lineStarts,
  VIEW_HEIGHT,
  VISIBLE_LINES,
  visibleWindow,
} from "../state/large-text.ts";

/** A large text, read-only, drawing only the lines in view (see large-text.ts). */
export function LargeTextView({ text, label }: { text: string; label: string }) {
  const { t, i18n } = useTranslation("text_tools");
  const starts = useMemo(() => lineStarts(text), [text]);
  const [scrollTop, setScrollTop] = useState(0);
  const { height, first, top } = visibleWindow(scrollTop, starts.length);
  const number = new Intl.NumberFormat(i18n.language);
  const lines: { number: number; text: string }[] = [];
  for (let index = first; index < Math.min(starts.length, first + VISIBLE_LINES); index++) {
    lines.push({ number: index, text: lineAt(text, starts, index) });
  }
  return (
    <>
      <p
        className="flex items-start gap-2 border-b bg-muted/60 px-4 py-3 text-sm"
        data-testid="large-text-notice"
      >
        <Icon name="info" className="mt-0.5 text-primary" />
        {t("large.notice", {
          characters: number.format(text.length),
          lines: number.format(starts.length),
        })}
      </p>
      <section
        aria-label={label}
        // The scrollable view must be reachable by keyboard, whose arrows and page keys then scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        className="relative overflow-auto text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        style={{ height: VIEW_HEIGHT }}
        data-testid="large-text"
      >
        <div style={{ height }}>
          <ol className="absolute left-0 min-w-full px-4" style={{ top, width: "max-content" }}>
            {lines.map((line) => (
              <li
                key={line.number}
                className="whitespace-pre"
                style={{ height: LINE_HEIGHT, lineHeight: `${LINE_HEIGHT}px` }}
              >
                {line.text || "\u00a0"}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

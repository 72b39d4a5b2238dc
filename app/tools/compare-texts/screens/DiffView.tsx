import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { cn } from "#app/ui/cn.ts";
import type { Block, NumberedPart } from "../logic/blocks.ts";

export type View = "side" | "inline";

const DELETED =
  "rounded-sm bg-red-100 text-red-950 line-through decoration-2 dark:bg-red-950 dark:text-red-100";
const INSERTED =
  "rounded-sm bg-green-100 text-green-950 underline decoration-2 underline-offset-2 dark:bg-green-950 dark:text-green-50";
const FOCUSABLE_CHANGE =
  "scroll-mt-24 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const TEXT = "whitespace-pre-wrap [overflow-wrap:anywhere] font-mono text-sm leading-relaxed";

/**
 * The differences, side by side or inline, with the long unchanged stretches folded. Deletions are
 * struck through and insertions underlined (del, ins), each with a hidden word for screen readers, so
 * colour is never the only sign. N and P, pressed in here, move to the next and previous change
 * (single-key shortcuts that work only where the focus is, so they never catch someone's typing).
 */
export function DiffView({
  blocks,
  changes,
  view,
}: {
  blocks: readonly Block[];
  changes: number;
  view: View;
}) {
  const { t } = useTranslation("compare_texts");
  const region = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());

  const go = (step: 1 | -1) => {
    if (changes === 0) return;
    const next = current === 0 ? (step === 1 ? 1 : changes) : ((current - 1 + step + changes) % changes) + 1;
    setCurrent(next);
    region.current?.querySelector<HTMLElement>(`[data-change="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === "n" || key === "p") {
      event.preventDefault();
      go(key === "n" ? 1 : -1);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => go(-1)} disabled={changes === 0}>
          {t("nav.previous")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => go(1)} disabled={changes === 0}>
          {t("nav.next")}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {current > 0 ? t("nav.position", { number: current, total: changes }) : t("nav.shortcuts")}
        </p>
      </div>
      <section
        ref={region}
        aria-label={t("result.heading")}
        onKeyDown={onKeyDown}
        className="grid gap-px overflow-hidden rounded-md border bg-border"
      >
        {view === "side" && (
          <div className="hidden grid-cols-2 gap-px text-sm font-medium sm:grid" aria-hidden="true">
            <div className="bg-muted px-3 py-1.5">{t("form.first")}</div>
            <div className="bg-muted px-3 py-1.5">{t("form.second")}</div>
          </div>
        )}
        {blocks.map((block, index) => {
          const key = `${view}-${index}`;
          if (block.kind === "fold" && !unfolded.has(index)) {
            return (
              <button
                key={key}
                type="button"
                className="bg-muted/60 px-3 py-1.5 text-left text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                onClick={() => setUnfolded(new Set([...unfolded, index]))}
              >
                {t("result.fold", { count: block.lines })}
              </button>
            );
          }
          const parts: NumberedPart[] =
            block.kind === "fold" ? [{ kind: "same", a: block.a, b: block.b, change: 0 }] : block.parts;
          return view === "side" ? (
            <div key={key} className="grid grid-cols-1 gap-px sm:grid-cols-2">
              <Cell caption={t("form.first")}>{parts.map((part, at) => sidePart(part, "a", at, t))}</Cell>
              <Cell caption={t("form.second")}>{parts.map((part, at) => sidePart(part, "b", at, t))}</Cell>
            </div>
          ) : (
            <div key={key} className={cn("bg-card px-3 py-2", TEXT)}>
              {parts.map((part, at) => inlinePart(part, at, t))}
            </div>
          );
        })}
      </section>
    </div>
  );
}

function Cell({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 bg-card px-3 py-2">
      <p className="mb-1 text-xs font-medium text-muted-foreground sm:sr-only">{caption}</p>
      <div className={TEXT}>{children}</div>
    </div>
  );
}

type T = (key: string) => string;

function Change({ part, at, t }: { part: NumberedPart; at: number; t: T }) {
  const deleted = part.kind === "deleted";
  const Tag = deleted ? "del" : "ins";
  const text = part.kind === "same" ? "" : part.text;
  return (
    <Tag
      key={at}
      data-change={part.change}
      tabIndex={-1}
      className={cn(deleted ? DELETED : INSERTED, FOCUSABLE_CHANGE)}
    >
      <span className="sr-only">{t(deleted ? "result.deleted" : "result.inserted")} </span>
      {text}
    </Tag>
  );
}

/** A part in one column of the side-by-side view: "a" is the first text's, "b" the second's. */
function sidePart(part: NumberedPart, side: "a" | "b", at: number, t: T) {
  if (part.kind === "same") return part[side];
  if ((part.kind === "deleted") !== (side === "a")) return null;
  return <Change key={at} part={part} at={at} t={t} />;
}

function inlinePart(part: NumberedPart, at: number, t: T) {
  if (part.kind === "same") return part.b;
  return <Change key={at} part={part} at={at} t={t} />;
}

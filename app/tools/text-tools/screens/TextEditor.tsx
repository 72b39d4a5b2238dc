import { useEffect, useId, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useSendTo } from "#app/lib/hand-off/use-send-to.ts";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { TextStats } from "../logic/counter.ts";
import type { TextActions } from "../state/actions.ts";
import { isLargeText, largePaste } from "../state/large-text.ts";
import { textToolsSession } from "../state/session.ts";
import { LargeTextView } from "./LargeTextView.tsx";
import { useTextToolsState } from "./use-text-tools.ts";
import { useUndoShortcut } from "./use-undo-shortcut.ts";

/**
 * The shared text box. It is uncontrolled: typing costs nothing per keystroke whatever the size of the
 * text, and the store reads the value after a pause or when an action needs it. A large text is shown
 * read-only instead (large-text.ts), and a paste that would make one never reaches the text area.
 */
export function TextEditor({
  actions,
  stats,
  counting,
}: {
  actions: TextActions;
  stats: TextStats;
  counting: boolean;
}) {
  const { t, i18n } = useTranslation("text_tools");
  const { text, busyTool, canUndo, saveOutcome } = useTextToolsState();
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const busy = busyTool !== null;
  const large = isLargeText(text);
  const number = new Intl.NumberFormat(i18n.language);

  useEffect(() => {
    const element = ref.current;
    if (large || !element) return;
    const { store } = textToolsSession();
    store.attachEditor({
      read: () => element.value,
      // A large text replaces the text area with the read-only view: it is never written into it.
      write: (next) => {
        if (!isLargeText(next)) element.value = next;
      },
      isEmpty: () => element.textLength === 0,
    });
    return () => store.attachEditor(null);
  }, [large]);

  useUndoShortcut(ref, actions);

  const sendTo = useSendTo();
  const sendToReadability = async () => {
    const current = textToolsSession().store.flush();
    if (current === "") return;
    await sendTo("/tools/readability-score", { kind: "text", text: current, from: "text-tools" });
  };

  return (
    <div className="rounded-lg border bg-card text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {t("input.label")}
        </label>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={!canUndo || busy}
            title={t("input.undoHint")}
            onClick={() => actions.undo()}
          >
            <Icon name="undo-2" />
            {t("input.undo")}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void actions.copyText()}>
            <Icon name="copy" />
            {t("input.copy")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              actions.clear();
              ref.current?.focus();
            }}
          >
            <Icon name="eraser" />
            {t("input.clear")}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void sendToReadability()}>
            <Icon name="book-open-check" />
            {t("input.readability")}
          </Button>
        </div>
      </div>
      {large ? (
        <LargeTextView text={text} label={t("input.label")} />
      ) : (
        <textarea
          ref={ref}
          id={id}
          defaultValue=""
          placeholder={t("input.placeholder")}
          onInput={() => textToolsSession().store.edited()}
          onPaste={(event) => {
            const { value, selectionStart, selectionEnd } = event.currentTarget;
            const next = largePaste(
              value,
              selectionStart,
              selectionEnd,
              event.clipboardData.getData("text/plain"),
            );
            if (next === null) return;
            event.preventDefault();
            textToolsSession().store.replace(next);
          }}
          readOnly={busy}
          aria-busy={busy || undefined}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          className="block min-h-72 w-full resize-y bg-transparent p-4 text-sm leading-6 outline-none placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring read-only:opacity-70"
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-2 text-xs text-muted-foreground">
        <span className="tabular-nums" data-testid="text-summary">
          {t("input.summary", {
            characters: number.format(stats.characters),
            words: number.format(stats.words),
            lines: number.format(stats.lines),
          })}
          {counting && ` · ${t("input.counting")}`}
        </span>
        <span role="status" className="flex items-center gap-1.5">
          {busy && (
            <>
              <Icon name="loader-circle" className="size-3.5 animate-spin text-primary" />
              {t("input.working")}
            </>
          )}
        </span>
      </div>
      {saveOutcome !== "saved" && (
        <p
          role="status"
          className="flex items-start gap-2 border-t bg-muted/60 px-4 py-3 text-sm text-foreground"
          data-testid="storage-notice"
        >
          <Icon name="save-off" className="mt-0.5 text-primary" />
          {saveOutcome === "tooLarge" ? t("storage.tooLarge") : t("storage.unavailable")}
        </p>
      )}
    </div>
  );
}

import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { acceptsFile } from "../lib/files/file-accept.ts";
import { cn } from "./cn.ts";
import { Icon } from "./Icon.tsx";
import type { IconName } from "./icon-names.ts";

/** The words of a picker, in the page's language, from the tool that shows it. */
export interface FilePickerTexts {
  /** The button's label, also the file field's accessible name. */
  choose: string;
  /** How else a file gets in (drop, paste). */
  drop: string;
  /** The formats it reads, if worth saying. */
  formats?: string;
  /** Said at the field when a file is larger than `maxBytes`. */
  tooLarge?: string;
  /** Said at the field when a file is none of `accept`'s kinds; without it, the tool's reader judges. */
  wrongType?: string;
}

/**
 * The ways a file comes in: the button (on a phone, the photo library or camera roll), a drop on the
 * zone, or a paste (Ctrl+V) anywhere on the page. A file too large or of the wrong kind is refused here,
 * with its message at the field, and never reaches the tool; `error` is the tool's own word about the
 * last file it took (unreadable, say).
 *
 * `paste` says which files pasted on the page it takes: `"any"` for the page's main input, which
 * refuses a wrong one with its message; `"accepted"` for a picker beside the page's main work (the case
 * list's import), which leaves alone a file that is none of `accept`'s kinds, so a picture pasted there
 * never reads as "not a ZIP".
 *
 * While `busy` (the tool is reading the last file) it takes nothing: the button is disabled, and a drop
 * or a paste is ignored, so a second file never starts beside the running one.
 */
export function FilePicker({
  accept,
  maxBytes,
  paste = "any",
  onFile,
  onRefused,
  busy,
  error,
  icon,
  buttonIcon,
  texts,
}: {
  accept: string;
  maxBytes?: number;
  paste?: "any" | "accepted";
  onFile: (file: File) => void;
  /** A file was refused at the field: the tool drops what it showed of the last one. */
  onRefused?: () => void;
  busy: boolean;
  error?: string;
  icon: IconName;
  buttonIcon: IconName;
  texts: FilePickerTexts;
}) {
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string>();
  const inputId = useId();
  const messageId = useId();

  // The latest props, so that the page-wide paste listener is not added again on every render.
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const take = useRef((_file: File) => {});
  take.current = (file: File) => {
    const refusal =
      maxBytes !== undefined && texts.tooLarge && file.size > maxBytes
        ? texts.tooLarge
        : texts.wrongType && !acceptsFile(accept, file)
          ? texts.wrongType
          : undefined;
    if (refusal) {
      setRefused(refusal);
      return onRefused?.();
    }
    setRefused(undefined);
    // A pasted picture may come without a name; the tools show and save files by theirs.
    onFile(file.name ? file : new File([file], "pasted-image", { type: file.type }));
  };

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      // A picker beside the page's main work lets other files go by, unrefused and unprevented; a busy
      // one lets every file go by, as if it were not there.
      if (!file || busyNow.current || (paste === "accepted" && !acceptsFile(accept, file))) return;
      event.preventDefault();
      take.current(file);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [paste, accept]);

  const onDrop = (event: DragEvent) => {
    // Prevented even while busy: the browser would otherwise open the dropped file in place of the page.
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) take.current(file);
  };

  const message = refused ?? error;
  return (
    // The drop zone is a convenience around the file button, which stays the way in for keyboards.
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse gesture; the button inside serves keyboards
    <div
      onDragOver={(event) => {
        event.preventDefault();
        // A busy zone shows the "not allowed" cursor rather than inviting the drop.
        if (busy) event.dataTransfer.dropEffect = "none";
        else setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-busy={busy || undefined}
      className={cn(
        "grid place-items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center sm:p-10",
        dragging ? "border-primary bg-primary/5" : message ? "border-destructive" : "border-input",
      )}
    >
      <Icon name={icon} className="size-8 text-muted-foreground" />
      <label
        htmlFor={inputId}
        className={cn(
          "rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
          busy ? "cursor-not-allowed" : "cursor-pointer",
        )}
      >
        <span
          className={cn(
            "inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-6 py-2 text-center text-base font-medium text-primary-foreground shadow-sm",
            busy ? "opacity-50" : "hover:bg-primary/90",
          )}
        >
          <Icon name={buttonIcon} />
          {texts.choose}
        </span>
        <input
          id={inputId}
          type="file"
          accept={accept}
          className="sr-only"
          disabled={busy}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) take.current(file);
            event.target.value = "";
          }}
        />
      </label>
      <p className="text-sm text-muted-foreground">{texts.drop}</p>
      {texts.formats && <p className="text-sm text-muted-foreground">{texts.formats}</p>}
      {message && (
        <p id={messageId} role="alert" className="flex items-start gap-2 font-medium text-destructive">
          <Icon name="triangle-alert" className="mt-1 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}

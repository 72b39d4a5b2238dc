import { type DragEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../ui/cn.ts";
import { Icon } from "../../../ui/icon.tsx";

/**
 * The ways in: choose a file (on a phone, the photo library), drop it, or paste it (Ctrl+V anywhere on
 * the page). The message of a refused file is on the field.
 */
export function ImageInput({
  onFile,
  error,
  busy,
}: {
  onFile: (file: Blob, name: string) => void;
  error?: string;
  busy: boolean;
}) {
  const { t } = useTranslation("text_from_image");
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      if (!file) return;
      event.preventDefault();
      onFile(file, file.name || "pasted-image");
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [onFile]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file, file.name);
  };

  return (
    // A convenience around the file button, which stays the way in for keyboards.
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse gesture; the button inside serves keyboards
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "grid place-items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center sm:p-8",
        dragging ? "border-primary bg-primary/5" : error ? "border-destructive" : "border-input",
      )}
    >
      <Icon name="image-up" className="size-8 text-muted-foreground" />
      <label
        htmlFor={inputId}
        className="cursor-pointer rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
      >
        <span className="inline-flex h-11 items-center gap-2 rounded-md bg-primary px-6 text-base font-medium text-primary-foreground shadow-sm hover:bg-primary/90">
          <Icon name="image" />
          {t("input.choose")}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file, file.name);
            event.target.value = "";
          }}
        />
      </label>
      <p className="text-sm text-muted-foreground">{t("input.drop")}</p>
      <p id={errorId} aria-live="polite" className={error ? "font-medium text-destructive" : "sr-only"}>
        {error}
      </p>
    </div>
  );
}

import { type DragEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { cn } from "../../../ui/cn.ts";
import { Icon } from "../../../ui/icon.tsx";

const ACCEPT = "video/*,.mp4,.mov,.m4v,.webm,.mkv";

/** The three ways in: choose a file (on a phone, from the camera roll), drop it, paste it. */
export function VideoInput({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const { t } = useTranslation("video_inspector");
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      if (file) onFile(file);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [onFile]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse gesture; the button inside serves keyboards
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "grid place-items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center sm:p-10",
        dragging ? "border-primary bg-primary/5" : "border-input",
      )}
    >
      <Icon name="film" className="size-8 text-muted-foreground" />
      <label
        htmlFor={inputId}
        className="cursor-pointer rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
      >
        <span className="inline-flex h-11 items-center gap-2 rounded-md bg-primary px-6 text-base font-medium text-primary-foreground shadow-sm hover:bg-primary/90">
          <Icon name="upload" />
          {t("input.choose")}
        </span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = "";
          }}
        />
      </label>
      <p className="text-sm text-muted-foreground">{t("input.drop")}</p>
      <p className="text-sm text-muted-foreground">{t("input.formats")}</p>
    </div>
  );
}

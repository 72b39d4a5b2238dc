import { type DragEvent, type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "../../../i18n/react.tsx";
import { Button } from "../../../ui/button.tsx";
import { cn } from "../../../ui/cn.ts";
import { fieldBox } from "../../../ui/field-box.ts";
import { Icon } from "../../../ui/icon.tsx";
import type { ChosenFile } from "./use-inspection.ts";

const ACCEPT = "image/*,.heic,.heif,.avif,.tif,.tiff";

/**
 * The three ways in: choose a file (on a phone, from the photo library), drop it, paste it; and an
 * image's address, which our server fetches once.
 */
export function FileInput({
  onFile,
  busy,
  error,
  onError,
}: {
  onFile: (file: ChosenFile) => void;
  busy: boolean;
  error?: string;
  onError: (code: string) => void;
}) {
  const { t, i18n } = useTranslation("image_inspector");
  const [dragging, setDragging] = useState(false);
  const [url, setUrl] = useState("");
  const [fetching, setFetching] = useState(false);
  const inputId = useId();
  const urlId = useId();
  const errorId = useId();

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      if (file) onFile({ blob: file, name: file.name || "pasted-image" });
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [onFile]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile({ blob: file, name: file.name });
  };

  const fetchUrl = async (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    if (address === "") return onError("empty_url");
    setFetching(true);
    try {
      const response = await fetch(
        `/api/image-fetch?url=${encodeURIComponent(address)}&language=${i18n.language}`,
      );
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
        return onError(body?.error?.code ?? "fetch_failed");
      }
      const blob = await response.blob();
      const name = decodeURIComponent(new URL(address).pathname.split("/").pop() || "image");
      onFile({ blob, name, url: address });
    } catch {
      onError("fetch_failed");
    } finally {
      setFetching(false);
    }
  };

  const urlError = error && error !== "too_large" && error !== "unreadable" ? error : undefined;
  return (
    <div className="grid gap-5">
      {/* The drop zone: a convenience around the file button, which stays the way in for keyboards. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse gesture; the button inside serves keyboards */}
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
        <Icon name="upload" className="size-8 text-muted-foreground" />
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
            accept={ACCEPT}
            className="sr-only"
            disabled={busy}
            aria-describedby={error === "too_large" ? errorId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile({ blob: file, name: file.name });
              event.target.value = "";
            }}
          />
        </label>
        <p className="text-sm text-muted-foreground">{t("input.drop")}</p>
        <p className="text-sm text-muted-foreground">{t("input.formats")}</p>
        {error === "too_large" && (
          <p id={errorId} role="alert" className="font-medium text-destructive">
            {t("errors.too_large")}
          </p>
        )}
      </div>
      <form onSubmit={fetchUrl} className="grid gap-2" noValidate>
        <label htmlFor={urlId} className="text-sm font-medium">
          {t("input.urlLabel")}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder={t("input.urlPlaceholder")}
            aria-invalid={urlError !== undefined}
            aria-describedby={`${urlId}-note${urlError ? ` ${urlId}-error` : ""}`}
            className={fieldBox()}
          />
          <Button
            type="submit"
            size="lg"
            variant="outline"
            disabled={fetching}
            aria-busy={fetching}
            className="shrink-0"
          >
            {fetching ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="download" />}
            {t("input.urlSubmit")}
          </Button>
        </div>
        {urlError && (
          <p id={`${urlId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {t(`errors.${urlError}`, { defaultValue: t("errors.fetch_failed") })}
          </p>
        )}
        <p id={`${urlId}-note`} className="text-sm text-muted-foreground">
          {t("input.urlNote")}
        </p>
      </form>
    </div>
  );
}

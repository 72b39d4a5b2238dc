import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { Button } from "#app/ui/Button.tsx";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { type ChosenFile, MAX_FILE_BYTES } from "./use-inspection.ts";

const ACCEPT = "image/*,.heic,.heif,.avif,.tif,.tiff";

/** The ways in: a file (chosen, dropped or pasted) and an image's address, which our server fetches once. */
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
  const [url, setUrl] = useState("");
  const [fetching, setFetching] = useState(false);
  const urlId = useId();

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
  const limit = { limit: formatBytes(MAX_FILE_BYTES, i18n.language) };
  return (
    <div className="grid gap-5">
      <FilePicker
        accept={ACCEPT}
        maxBytes={MAX_FILE_BYTES}
        onFile={(file) => onFile({ blob: file, name: file.name })}
        busy={busy}
        error={error === "too_large" ? t("errors.too_large", limit) : undefined}
        icon="upload"
        buttonIcon="image"
        texts={{
          choose: t("input.choose"),
          drop: t("input.drop"),
          formats: t("input.formats", limit),
          tooLarge: t("errors.too_large", limit),
        }}
      />
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

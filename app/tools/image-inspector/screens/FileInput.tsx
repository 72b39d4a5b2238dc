import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { type ChosenFile, MAX_FILE_BYTES } from "./use-inspection.ts";

const ACCEPT = "image/*,.heic,.heif,.avif,.tif,.tiff";

/** A file chosen, dropped or pasted; an address is the media-from-link field beside it. */
export function FileInput({
  onFile,
  busy,
  error,
}: {
  onFile: (file: ChosenFile) => void;
  busy: boolean;
  error?: string;
}) {
  const { t, i18n } = useTranslation("image_inspector");
  const limit = { limit: formatBytes(MAX_FILE_BYTES, i18n.language) };
  return (
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
  );
}

import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { ReadFailure, Status } from "./use-text-from-image.ts";

/** Each failure in the page's words; "read", the generic one, says only that the image was not read. */
const FAILURE_KEYS = {
  engine: "status.failedEngine",
  wasm: "status.failedWasm",
  image: "status.failedImage",
  read: "status.failed",
} as const satisfies Record<ReadFailure, string>;

/**
 * Where the reading stands, announced politely: loading the engine, finding the orientation or reading
 * (with its share), done (and which way the image was turned, when the page chose it).
 */
export function StatusLine({ status, lineCount }: { status: Status; lineCount: number }) {
  const { t, i18n } = useTranslation("text_from_image");
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(i18n.language, options).format(value);
  let message = "";
  if (status.state === "reading") {
    const share = number(status.progress.share, { style: "percent" });
    message =
      status.progress.stage === "loading"
        ? t("status.loading")
        : t(status.progress.stage === "orienting" ? "status.orienting" : "status.reading", { share });
  } else if (status.state === "done") {
    const { oriented } = status;
    message = [
      t("status.done", { count: lineCount, seconds: number(status.seconds, { maximumFractionDigits: 1 }) }),
      oriented === undefined
        ? ""
        : oriented === 0
          ? t("status.upright")
          : t("status.turned", {
              degrees: number(oriented * 90, { style: "unit", unit: "degree", unitDisplay: "narrow" }),
            }),
      status.inverted ? t("status.inverted") : "",
    ]
      .filter(Boolean)
      .join(" ");
  } else if (status.state === "failed") {
    message = t(FAILURE_KEYS[status.failure]);
  }
  return (
    <p
      role="status"
      data-testid="status"
      data-state={status.state}
      className={
        status.state === "failed" ? "font-medium text-destructive" : message ? "font-medium" : "sr-only"
      }
    >
      {status.state === "reading" && (
        <Icon name="loader-circle" className="mr-2 inline size-4 animate-spin" />
      )}
      {message}
    </p>
  );
}

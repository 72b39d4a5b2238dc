import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { cn } from "#app/ui/cn.ts";
import { downloadBlob } from "#app/ui/download.ts";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import {
  DEFAULT_STYLE,
  ERROR_CORRECTION_LEVELS,
  type ErrorCorrectionLevel,
  QR_SIZES,
  type QrStyle,
} from "./options.ts";
import { pngBlob } from "./png.ts";
import { useQrEncoding } from "./use-qr-encoding.ts";

/** The share of the symbol each level can lose and still read. */
const RECOVERY: Record<ErrorCorrectionLevel, number> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 };

export interface QrPanelProps {
  /** What the code holds: a short link, or what the QR tool built. */
  text: string;
  /** Colours and margin, when the page lets people choose them. */
  style?: QrStyle;
  /** The downloaded files' name, without extension. */
  fileName: string;
  heading?: "h2" | "h3";
  /** For a place that already says what it is (the preview page's disclosure): kept for screen readers. */
  hideHeading?: boolean;
  /** A larger image, for the QR tool's own page. */
  large?: boolean;
  className?: string;
}

/**
 * A QR code for a text, with its size and error-correction level to choose and SVG and PNG downloads.
 * The encoder is loaded when the panel first shows, so pages that carry it stay light until then.
 */
export function QrPanel({
  text,
  style = DEFAULT_STYLE,
  fileName,
  heading: Heading = "h2",
  large = false,
  hideHeading = false,
  className,
}: QrPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [level, setLevel] = useState<ErrorCorrectionLevel>("M");
  const [size, setSize] = useState<number>(512);
  const encoding = useQrEncoding(text, level);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" });
  const number = new Intl.NumberFormat(i18n.language);
  const label = t("qrPanel.imageLabel", { text });

  const download = async (format: "png" | "svg") => {
    if (encoding.status !== "ready") return;
    const { matrix, encoder } = encoding;
    const blob =
      format === "svg"
        ? new Blob([encoder.qrSvg(matrix, style, size, label)], { type: "image/svg+xml" })
        : await pngBlob(encoder.qrPixels(matrix, style, size));
    downloadBlob(`${fileName}.${format}`, blob);
  };

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="qr-panel" className={cn("@container", className)}>
      <Heading id={`${id}-heading`} className={hideHeading ? "sr-only" : "text-base font-semibold"}>
        {t("qrPanel.heading")}
      </Heading>
      <div className="mt-3 grid gap-4 @xl:grid-cols-[auto_1fr] @xl:items-start">
        <div
          className={cn(
            "shrink-0 justify-self-center overflow-hidden rounded-md border bg-white @xl:justify-self-start",
            large ? "size-56" : "size-44",
          )}
        >
          {encoding.status === "ready" ? (
            <svg
              role="img"
              aria-label={label}
              data-testid="qr-image"
              viewBox={`0 0 ${encoding.side(style.margin)} ${encoding.side(style.margin)}`}
              shapeRendering="crispEdges"
              className="size-full"
            >
              <rect width="100%" height="100%" fill={style.background} />
              <path
                fill={style.foreground}
                d={encoding.encoder.darkModulesPath(encoding.matrix, style.margin)}
              />
            </svg>
          ) : (
            <div
              className="flex size-full items-center justify-center text-muted-foreground"
              aria-hidden="true"
            >
              <Icon
                name={encoding.status === "loading" ? "loader-circle" : "qr-code"}
                className={cn("size-8", encoding.status === "loading" && "animate-spin")}
              />
            </div>
          )}
        </div>
        <div className="@container grid min-w-0 gap-3">
          <div className="grid gap-3 @md:grid-cols-2">
            <label className="grid min-w-0 gap-1 text-sm font-medium">
              {t("qrPanel.size")}
              <select
                value={size}
                onChange={(event) => setSize(Number(event.target.value))}
                className={cn(fieldBox("compact"), "min-w-0 font-normal")}
              >
                {QR_SIZES.map((pixels) => (
                  <option key={pixels} value={pixels}>
                    {t("qrPanel.sizeOption", { size: number.format(pixels) })}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid min-w-0 gap-1 text-sm font-medium">
              {t("qrPanel.level")}
              <select
                value={level}
                onChange={(event) => setLevel(event.target.value as ErrorCorrectionLevel)}
                aria-describedby={`${id}-level-hint`}
                className={cn(fieldBox("compact"), "min-w-0 font-normal")}
              >
                {ERROR_CORRECTION_LEVELS.map((option) => (
                  <option key={option} value={option}>
                    {t(`qrPanel.levels.${option}`, { percent: percent.format(RECOVERY[option]) })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p id={`${id}-level-hint`} className="text-sm text-muted-foreground">
            {t("qrPanel.levelHint")}
          </p>
          {encoding.status === "problem" && encoding.problem === "too_long" && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("qrPanel.tooLong", { bytes: number.format(new TextEncoder().encode(text).length) })}
            </p>
          )}
          {encoding.status === "failed" && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("qrPanel.loadFailed")}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={encoding.status !== "ready"}
              onClick={() => download("png")}
            >
              <Icon name="download" />
              {t("qrPanel.downloadPng")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={encoding.status !== "ready"}
              onClick={() => download("svg")}
            >
              <Icon name="download" />
              {t("qrPanel.downloadSvg")}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

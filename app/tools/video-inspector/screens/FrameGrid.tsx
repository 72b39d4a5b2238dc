import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { fileStem } from "#app/lib/files/file-name.ts";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { frameTime } from "../logic/frame-time.ts";
import type { Decoder } from "../state/video-client.ts";
import { FrameModeForm } from "./FrameModeForm.tsx";
import type { FrameCell, FrameMode } from "./use-video.ts";

/** The frame options, the shot-change note and the grid: a list of figures captioned with their time. */
export function FrameGrid({
  file,
  decoder,
  duration,
  shown,
  keyframeCount,
  mode,
  detecting,
  frames,
  onMode,
  onOpen,
}: {
  file: File;
  decoder: Decoder;
  duration: number;
  /** The picture's size as shown: each thumbnail's box takes its shape (upright for a phone's video). */
  shown: { width: number; height: number };
  keyframeCount: number;
  mode: FrameMode;
  /** The keyframes are being compared to find the shots. */
  detecting: boolean;
  frames: FrameCell[];
  onMode: (mode: FrameMode) => void;
  onOpen: (index: number) => void;
}) {
  const { t, i18n } = useTranslation("video_inspector");
  const time = (seconds: number) => frameTime(seconds, i18n.language);
  const [zipped, setZipped] = useState<number>();

  const zip = async () => {
    setZipped(0);
    try {
      const { zipFrames } = await import("../state/frames-zip.ts");
      const blob = await zipFrames(
        file,
        decoder,
        frames.map((cell) => cell.time),
        setZipped,
      );
      downloadBlob(`${fileStem(file.name, "video")}-frames.zip`, blob);
    } finally {
      setZipped(undefined);
    }
  };

  const drawn = frames.filter((cell) => cell.url || cell.failed).length;
  return (
    <section aria-labelledby="video-frames" className="mt-8">
      <h2 id="video-frames" className="mb-2 text-2xl font-semibold">
        {t("frames.heading")}
      </h2>
      <p className="mb-4 max-w-3xl text-muted-foreground">{t("frames.shotNote")}</p>
      <FrameModeForm mode={mode} duration={duration} shots={decoder === "webcodecs"} onMode={onMode}>
        {decoder !== "none" && frames.length > 0 && (
          <Button type="button" variant="outline" onClick={zip} disabled={zipped !== undefined}>
            <Icon
              name={zipped === undefined ? "download" : "loader-circle"}
              className={zipped === undefined ? undefined : "animate-spin"}
            />
            {zipped === undefined
              ? t("frames.zip")
              : t("frames.zipping", { done: zipped, count: frames.length })}
          </Button>
        )}
      </FrameModeForm>
      <p className="mb-3 font-medium" data-testid="frame-count">
        {mode.kind === "keyframes"
          ? t("frames.count", { count: frames.length })
          : mode.kind === "shots"
            ? t("frames.shotCount", {
                count: frames.length,
                // Its own plural: "1 shot found among 1 keyframe".
                keyframes: t("frames.count", { count: keyframeCount }),
              })
            : t("frames.intervalCount", { count: frames.length, seconds: mode.seconds })}
      </p>
      {detecting && (
        <p role="status" className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {t("frames.detecting", { count: keyframeCount })}
        </p>
      )}
      {decoder !== "none" && drawn < frames.length && (
        <p role="status" className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {t("frames.progress", { done: drawn, count: frames.length })}
        </p>
      )}
      <ul
        aria-label={t("frames.listLabel")}
        data-testid="frames"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {frames.map((cell, index) => (
          <li key={cell.time}>
            <figure className="overflow-hidden rounded-lg border bg-card">
              <button
                type="button"
                onClick={() => onOpen(index)}
                disabled={decoder === "none"}
                aria-label={t("frames.open", { time: time(cell.time) })}
                className="block aspect-video w-full bg-muted"
                style={
                  shown.width > 0 && shown.height > 0
                    ? { aspectRatio: `${shown.width} / ${shown.height}` }
                    : undefined
                }
              >
                {cell.url ? (
                  <img
                    src={cell.url}
                    alt={t("frames.alt", { time: time(cell.time) })}
                    className="size-full object-contain"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center text-xs text-muted-foreground">
                    {cell.failed || decoder === "none" ? t("frames.failed") : t("frames.pending")}
                  </span>
                )}
              </button>
              <figcaption className="px-2 py-1.5 text-center font-mono text-sm tabular-nums">
                {time(cell.time)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

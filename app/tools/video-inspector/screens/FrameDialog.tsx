import { type KeyboardEvent, useEffect, useState } from "react";
import { ReverseSearch } from "#app/features/reverse-search/ReverseSearch.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useObjectUrl } from "#app/lib/files/use-object-url.ts";
import type { SharedImagesAvailability } from "#app/lib/hand-off/shared-images.ts";
import { Button } from "#app/ui/Button.tsx";
import { DialogShell } from "#app/ui/DialogShell.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { frameTime } from "../logic/frame-time.ts";
import { type Decoder, frameTimesAround, fullFrame } from "../state/video-client.ts";
import type { Frame } from "../state/video-protocol.ts";
import { FrameActions } from "./FrameActions.tsx";

/** Seconds of frame times fetched around the one shown: stepping past them fetches the next stretch. */
const SPAN = 3;

/** A previous or next button: tighter on a phone, its label wrapping inside it when it must. */
const STEP = "h-auto min-h-10 whitespace-normal text-center leading-tight max-sm:gap-1.5 max-sm:px-2";

/**
 * One frame at full size: step frame by frame (buttons or the arrow keys), download it, hand it to another
 * tool or a case (FrameActions), or search it elsewhere. Focus stays inside while it is open. Loaded on
 * first open.
 */
export default function FrameDialog({
  file,
  decoder,
  start,
  sharing,
  onClose,
}: {
  file: File;
  decoder: Decoder;
  start: number;
  /** Whether this instance offers "Search by address" (decision 034). */
  sharing: SharedImagesAvailability;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("video_inspector");
  const [time, setTime] = useState(start);
  const [times, setTimes] = useState<number[]>([start]);
  const [frame, setFrame] = useState<Frame>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFrame(undefined);
    setFailed(false);
    fullFrame(file, decoder, time, "image/png").then(
      (decoded) => current && setFrame(decoded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [file, decoder, time]);

  const url = useObjectUrl(frame?.blob);
  const index = times.indexOf(time);

  useEffect(() => {
    if (index > 0 && index < times.length - 1) return;
    let current = true;
    frameTimesAround(time, SPAN).then(
      (around) =>
        current &&
        around.length > 0 &&
        setTimes(around.includes(time) ? around : [...around, time].sort((a, b) => a - b)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [time, index, times.length]);

  const step = (by: -1 | 1) => {
    const next = times[index + by];
    if (next !== undefined) setTime(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  };

  // The time as the page's language writes it (« 0:02,000 »).
  const caption = frameTime(time, i18n.language);
  return (
    <DialogShell
      onOpenChange={(open) => !open && onClose()}
      title={t("frame.title", { time: caption })}
      description={t("frame.stepHint")}
      wide
      onKeyDown={onKeyDown}
    >
      {/* The dialog's picture row: the frame scaled down to fit it whole (a phone's upright video too),
          so it never spills over the title above or the buttons below. */}
      <figure className="grid min-h-0 grid-rows-[minmax(0,1fr)_auto] gap-1 rounded-md bg-muted p-2">
        <div className="relative flex min-h-0 items-center justify-center">
          {url && frame ? (
            <img
              src={url}
              alt={t("frames.alt", { time: caption })}
              width={frame.width}
              height={frame.height}
              className="absolute inset-0 m-auto h-auto max-h-full w-auto max-w-full"
            />
          ) : failed ? (
            <p role="alert" className="font-medium text-destructive">
              {t("errors.frame")}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-muted-foreground">
              <Icon name="loader-circle" className="animate-spin" />
              {t("frame.loading")}
            </p>
          )}
        </div>
        {frame && (
          <figcaption className="text-center text-sm text-muted-foreground">
            {t("frame.size", {
              width: frame.width,
              height: frame.height,
            })}
          </figcaption>
        )}
      </figure>
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          {/* Previous and next side by side, on a phone too: on a row of their own there, in two equal
              columns whose labels wrap inside their buttons rather than the pair breaking apart. */}
          <div className="grid grid-cols-2 gap-2 max-sm:basis-full">
            <Button variant="outline" className={STEP} onClick={() => step(-1)} disabled={index <= 0}>
              <Icon name="arrow-left" />
              {t("frame.previous")}
            </Button>
            <Button
              variant="outline"
              className={STEP}
              onClick={() => step(1)}
              disabled={index < 0 || index >= times.length - 1}
            >
              {t("frame.next")}
              <Icon name="arrow-right" />
            </Button>
          </div>
          <FrameActions file={file} decoder={decoder} time={time} frame={frame} />
        </div>
        <div>
          <h3 className="mb-1 font-semibold">{t("frame.reverse")}</h3>
          <ReverseSearch
            // Until the frame is shared: then it has been sent, and the shared state says until when.
            steps={t("frame.reverseSteps")}
            // Each frame is shared on its own: stepping to another starts again.
            key={time}
            picture={async () => (frame ?? (await fullFrame(file, decoder, time, "image/png"))).blob}
            // A JPEG: a 4K frame as PNG could pass the 10 MB a shared picture may weigh.
            shareable={async () => (await fullFrame(file, decoder, time, "image/jpeg")).blob}
            sharing={sharing}
          />
        </div>
      </div>
    </DialogShell>
  );
}

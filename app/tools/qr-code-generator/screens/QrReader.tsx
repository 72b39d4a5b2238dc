import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { type CameraProblem, cameraProblem } from "../logic/decoded.ts";
import { preloadReader, readQrCodes } from "../state/read-codes.ts";
import { DecodedResult } from "./DecodedResult.tsx";

/**
 * Larger images are refused before decoding: a photo is a few MB, and the reader holds it in memory. In
 * decimal megabytes, the unit the page writes the limit in (formatBytes).
 */
const MAX_IMAGE_BYTES = 25_000_000;

type Outcome =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "found"; texts: string[] }
  | { kind: "problem"; problem: "not_image" | "too_large" | "none_found" | "read_failed" }
  | { kind: "camera"; problem: CameraProblem };

/**
 * The reverse of the maker: reads the QR codes in an image (chosen, dropped or pasted) or in front of
 * the camera. Images are read in the browser; nothing is sent to the server.
 */
export function QrReader() {
  const { t, i18n } = useTranslation("qr_code_generator");
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);
  const [cameraOn, setCameraOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<(() => void) | null>(null);

  // Only state setters and a ref inside: the same function for the page's whole life.
  const readImage = useCallback(async (file: File | undefined) => {
    if (!file) return;
    stopCamera.current?.();
    setCameraOn(false);
    // A file of unknown type (no or an odd extension) is tried all the same; a known other type is not.
    if (file.type !== "" && !file.type.startsWith("image/"))
      return setOutcome({ kind: "problem", problem: "not_image" });
    if (file.size > MAX_IMAGE_BYTES) return setOutcome({ kind: "problem", problem: "too_large" });
    setOutcome({ kind: "reading" });
    try {
      const texts = await readQrCodes(file);
      setOutcome(texts.length > 0 ? { kind: "found", texts } : { kind: "problem", problem: "none_found" });
    } catch {
      setOutcome({ kind: "problem", problem: "read_failed" });
    }
  }, []);

  // A pasted image (a screenshot of a message, say) is read wherever the focus is; pasted text is left alone.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])].find((candidate) =>
        candidate.type.startsWith("image/"),
      );
      if (file) void readImage(file);
    };
    window.addEventListener("paste", onPaste);
    return () => {
      window.removeEventListener("paste", onPaste);
      stopCamera.current?.();
    };
  }, [readImage]);

  const startCamera = async () => {
    if (!video.current) return;
    setCameraOn(true);
    setOutcome({ kind: "idle" });
    try {
      stopCamera.current = await (await import("../state/camera-scan.ts")).scanCamera(
        video.current,
        (texts) => {
          setCameraOn(false);
          setOutcome({ kind: "found", texts });
        },
      );
    } catch (error) {
      setCameraOn(false);
      setOutcome({ kind: "camera", problem: cameraProblem((error as Error).name) });
    }
  };
  const onStopCamera = () => {
    stopCamera.current?.();
    setCameraOn(false);
  };

  return (
    <Card
      className="mt-8 p-5 sm:p-8"
      // The reader's script is fetched at the first sign of reading (a pointer over this part, the focus in
      // it, a file dragged onto it), not with the page: most who come make a code (issue 44).
      onPointerEnter={preloadReader}
      onFocus={preloadReader}
      onDragEnter={preloadReader}
    >
      <h2 className="text-xl font-semibold">{t("read.heading")}</h2>
      <p className="mt-2 text-muted-foreground">{t("read.intro")}</p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <label
          htmlFor={`${id}-file`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void readImage(event.dataTransfer.files[0]);
          }}
          data-dragging={dragging || undefined}
          className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center focus-within:ring-2 focus-within:ring-ring data-dragging:border-primary data-dragging:bg-primary/5"
        >
          <Icon name="image-up" className="size-8 text-muted-foreground" />
          <span className="font-medium">{t("read.choose")}</span>
          <span className="text-sm text-muted-foreground">{t("read.dropOrPaste")}</span>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => {
              void readImage(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <div className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-lg border p-4">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t("read.cameraView")}
            hidden={!cameraOn}
            className="aspect-video w-full rounded-md bg-black object-cover"
          />
          {cameraOn ? (
            <Button variant="outline" onClick={onStopCamera}>
              <Icon name="x" />
              {t("read.stopCamera")}
            </Button>
          ) : (
            <>
              <Icon name="camera" className="size-8 text-muted-foreground" />
              <Button variant="outline" onClick={startCamera}>
                {t("read.startCamera")}
              </Button>
              <span className="text-center text-sm text-muted-foreground">{t("read.cameraNote")}</span>
            </>
          )}
        </div>
      </div>
      <div aria-live="polite" className="mt-5" data-testid="reader-outcome">
        {outcome.kind === "reading" && <p className="text-muted-foreground">{t("read.reading")}</p>}
        {(outcome.kind === "problem" || outcome.kind === "camera") && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive"
          >
            {outcome.kind === "problem"
              ? t(`read.problems.${outcome.problem}`, { limit: formatBytes(MAX_IMAGE_BYTES, i18n.language) })
              : t(`read.camera.${outcome.problem}`)}
          </p>
        )}
        {outcome.kind === "found" && <DecodedResult texts={outcome.texts} />}
      </div>
    </Card>
  );
}

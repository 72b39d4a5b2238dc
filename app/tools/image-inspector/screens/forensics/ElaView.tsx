// Error level analysis: the recompressed difference beside the photo, or laid over it.
import { useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { ELA_QUALITY, ELA_SCALE } from "../../logic/forensics/ela.ts";
import { RangeField } from "./RangeField.tsx";
import { useForensicView } from "./use-forensic-view.ts";
import { ViewCanvas } from "./ViewCanvas.tsx";
import { ViewExports } from "./ViewExports.tsx";
import { ViewLayout } from "./ViewLayout.tsx";
import { ViewStatus } from "./ViewStatus.tsx";

const METHOD = "https://www.hackerfactor.com/papers/bh-usa-07-krawetz.pdf";

export function ElaView({ original, fileName }: { original: ImageBitmap; fileName: string }) {
  const { t } = useTranslation("image_inspector");
  const canvas = useRef<HTMLCanvasElement>(null);
  const [quality, setQuality] = useState<number>(ELA_QUALITY.initial);
  const [scale, setScale] = useState<number>(ELA_SCALE.initial);
  const [overlay, setOverlay] = useState(false);
  const [opacity, setOpacity] = useState(70);
  const state = useForensicView({ kind: "ela", quality, scale });
  const image = state.value && "data" in state.value ? state.value : undefined;
  const label = t("forensics.ela.alt", { quality });
  return (
    <ViewLayout
      view="ela"
      method={METHOD}
      controls={
        <>
          <RangeField
            label={t("forensics.ela.quality")}
            value={quality}
            {...ELA_QUALITY}
            onChange={setQuality}
          />
          <RangeField
            label={t("forensics.ela.scale")}
            value={scale}
            {...ELA_SCALE}
            unit="×"
            onChange={setScale}
          />
          <div className="grid gap-2 text-sm" role="radiogroup" aria-label={t("forensics.ela.display")}>
            <span className="font-medium" aria-hidden="true">
              {t("forensics.ela.display")}
            </span>
            <div className="flex flex-wrap gap-4">
              {[false, true].map((mode) => (
                <label key={String(mode)} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="ela-display"
                    checked={overlay === mode}
                    onChange={() => setOverlay(mode)}
                    className="accent-primary"
                  />
                  {t(mode ? "forensics.ela.overlay" : "forensics.ela.sideBySide")}
                </label>
              ))}
            </div>
          </div>
          {overlay && (
            <RangeField
              label={t("forensics.ela.opacity")}
              value={opacity}
              min={0}
              max={100}
              percent
              onChange={setOpacity}
            />
          )}
        </>
      }
      actions={
        <>
          <ViewStatus state={state} />
          <ViewExports
            canvas={canvas}
            fileName={fileName}
            view="ela"
            suffix={`ela-q${quality}`}
            settings={{ quality, scale }}
            description={label}
            disabled={!image}
          />
        </>
      }
    >
      {overlay ? (
        <figure className="relative">
          <ViewCanvas
            image={original}
            label={t("forensics.original")}
            className="h-auto w-full rounded border"
          />
          <ViewCanvas
            image={image}
            label={label}
            canvasRef={canvas}
            className="absolute inset-0 h-full w-full rounded"
            style={{ opacity: opacity / 100 }}
          />
        </figure>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <figure className="grid content-start gap-2">
            <ViewCanvas
              image={original}
              label={t("forensics.original")}
              className="h-auto w-full rounded border"
            />
            <figcaption className="text-sm text-muted-foreground">{t("forensics.original")}</figcaption>
          </figure>
          <figure className="grid content-start gap-2">
            <ViewCanvas
              image={image}
              label={label}
              canvasRef={canvas}
              className="h-auto w-full rounded border bg-muted"
            />
            <figcaption className="text-sm text-muted-foreground">{label}</figcaption>
          </figure>
        </div>
      )}
    </ViewLayout>
  );
}

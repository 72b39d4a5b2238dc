// The magnifier: a loupe that follows the mouse, a finger or the arrow keys, showing the pixels under it
// enlarged 2× to 16× without smoothing, optionally enhanced. The area under the loupe is at most
// 120 × 120 pixels, so it is enhanced on the page in well under a millisecond; the photo is the bitmap
// the forensics worker decoded, not decoded again here.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useObjectUrl } from "#app/lib/files/use-object-url.ts";
import { fieldBox } from "#app/ui/field-box.ts";
import { ENHANCEMENTS, type Enhancement, enhance } from "../../logic/forensics/enhance.ts";
import { RangeField } from "./RangeField.tsx";
import { ViewExports } from "./ViewExports.tsx";
import { ViewLayout } from "./ViewLayout.tsx";

const METHOD = "https://29a.ch/2015/08/16/forensically-photo-forensics-for-the-web";
const LOUPE = 240;
const ZOOM = { min: 2, max: 16 } as const;

export function MagnifierView({
  file,
  fileName,
  bitmap,
}: {
  file: Blob;
  fileName: string;
  bitmap: ImageBitmap;
}) {
  const { t, i18n } = useTranslation("image_inspector");
  const url = useObjectUrl(file);
  const { width, height } = bitmap;
  const loupe = useRef<HTMLCanvasElement>(null);
  const [zoom, setZoom] = useState(4);
  const [enhancement, setEnhancement] = useState<Enhancement>("none");
  const [at, setAt] = useState({ x: Math.floor(width / 2), y: Math.floor(height / 2) });

  useEffect(() => {
    const canvas = loupe.current;
    if (!canvas) return;
    const side = Math.ceil(LOUPE / zoom);
    const scratch = document.createElement("canvas");
    scratch.width = side;
    scratch.height = side;
    const source = scratch.getContext("2d", { willReadFrequently: true });
    const context = canvas.getContext("2d");
    if (!source || !context) return;
    source.fillStyle = "#000";
    source.fillRect(0, 0, side, side);
    source.drawImage(bitmap, at.x - side / 2, at.y - side / 2, side, side, 0, 0, side, side);
    const pixels = source.getImageData(0, 0, side, side);
    const enhanced = enhance({ width: side, height: side, data: pixels.data }, enhancement);
    source.putImageData(new ImageData(enhanced.data as Uint8ClampedArray<ArrayBuffer>, side, side), 0, 0);
    context.imageSmoothingEnabled = false;
    context.drawImage(scratch, 0, 0, side, side, 0, 0, side * zoom, side * zoom);
    // The pixel at the centre, outlined in black and white so it shows on any colour.
    const centre = Math.floor(side / 2) * zoom;
    context.strokeStyle = "#000";
    context.strokeRect(centre - 1.5, centre - 1.5, zoom + 3, zoom + 3);
    context.strokeStyle = "#fff";
    context.strokeRect(centre - 0.5, centre - 0.5, zoom + 1, zoom + 1);
  }, [bitmap, at, zoom, enhancement]);

  const moveTo = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setAt({
      x: Math.min(width - 1, Math.max(0, Math.round(((event.clientX - box.left) / box.width) * width))),
      y: Math.min(height - 1, Math.max(0, Math.round(((event.clientY - box.top) / box.height) * height))),
    });
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = Math.max(1, Math.round(Math.max(width, height) / 100)) * (event.shiftKey ? 5 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      setAt((p) => ({
        x: Math.min(width - 1, Math.max(0, p.x + move[0])),
        y: Math.min(height - 1, Math.max(0, p.y + move[1])),
      }));
    } else if (event.key === "+" || event.key === "=") setZoom((z) => Math.min(ZOOM.max, z + 1));
    else if (event.key === "-" || event.key === "_") setZoom((z) => Math.max(ZOOM.min, z - 1));
    else return;
    event.preventDefault();
  };
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ViewLayout
      view="magnifier"
      method={METHOD}
      controls={
        <>
          <RangeField
            label={t("forensics.magnifier.zoom")}
            value={zoom}
            {...ZOOM}
            unit="×"
            onChange={setZoom}
          />
          <label className="grid gap-1.5 text-sm">
            <span className="font-medium">{t("forensics.magnifier.enhancement")}</span>
            <select
              value={enhancement}
              onChange={(event) => setEnhancement(event.target.value as Enhancement)}
              className={fieldBox("compact")}
            >
              {ENHANCEMENTS.map((option) => (
                <option key={option} value={option}>
                  {t(`forensics.magnifier.enhancements.${option}`)}
                </option>
              ))}
            </select>
          </label>
        </>
      }
      actions={
        <>
          <p
            role="status"
            className="text-sm text-muted-foreground tabular-nums"
            data-testid="loupe-position"
          >
            {t("forensics.magnifier.position", { x: number.format(at.x), y: number.format(at.y), zoom })}
          </p>
          <ViewExports
            canvas={loupe}
            fileName={fileName}
            view="magnifier"
            suffix={`loupe-${zoom}x`}
            settings={{ zoom, enhancement, x: at.x, y: at.y }}
            description={t("forensics.magnifier.position", {
              x: number.format(at.x),
              y: number.format(at.y),
              zoom,
            })}
          />
        </>
      }
    >
      <p id="magnifier-help" className="text-sm">
        {t("forensics.magnifier.help")}
      </p>
      <div
        role="application"
        aria-label={t("forensics.magnifier.area")}
        aria-describedby="magnifier-help"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture is the control: it takes the arrow keys and + and −.
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerMove={moveTo}
        onPointerDown={moveTo}
        className="relative touch-none overflow-hidden rounded border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
        data-testid="magnifier-area"
      >
        {url && (
          <img
            src={url}
            alt={t("forensics.original")}
            draggable={false}
            className="block h-auto w-full select-none"
          />
        )}
        <canvas
          ref={loupe}
          width={LOUPE}
          height={LOUPE}
          role="img"
          aria-label={t("forensics.magnifier.loupe", { zoom })}
          className="pointer-events-none absolute size-40 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_#000,0_8px_24px_rgb(0_0_0/0.45)] sm:size-60"
          style={{ left: `${(at.x / width) * 100}%`, top: `${(at.y / height) * 100}%` }}
        />
      </div>
    </ViewLayout>
  );
}

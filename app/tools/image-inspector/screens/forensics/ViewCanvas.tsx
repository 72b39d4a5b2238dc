import { type CSSProperties, useEffect, useRef } from "react";
import type { ViewImage } from "../../state/forensics/forensics-protocol.ts";

/** The photo is shown, not analysed: at most this many pixels wide or high, sharp at a page's width. */
const PHOTO_SIDE = 2048;

/**
 * A computed view drawn at its own resolution and shown at the width available; `decorate` draws on
 * top (outlines). Its canvas is what "Download as PNG" saves, so the file is the view as seen. The
 * photo itself comes as the bitmap the worker decoded (an <img> would decode it once more), drawn smaller.
 */
export function ViewCanvas({
  image,
  label,
  canvasRef,
  decorate,
  className,
  style,
}: {
  image: ViewImage | ImageBitmap | undefined;
  label: string;
  canvasRef?: React.RefObject<HTMLCanvasElement | null>;
  decorate?: (context: CanvasRenderingContext2D) => void;
  className?: string;
  style?: CSSProperties;
}) {
  const own = useRef<HTMLCanvasElement>(null);
  const ref = canvasRef ?? own;
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !image) return;
    const shrink =
      image instanceof ImageBitmap ? Math.min(1, PHOTO_SIDE / Math.max(image.width, image.height)) : 1;
    canvas.width = Math.round(image.width * shrink);
    canvas.height = Math.round(image.height * shrink);
    const context = canvas.getContext("2d");
    if (!context) return;
    if (image instanceof ImageBitmap) {
      // Bilinear: smoother ("medium") builds a 12-megapixel photo's mipmaps, about 200 ms of a core
      // taken from the error levels being computed beside it.
      context.imageSmoothingQuality = "low";
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
    } else context.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
    decorate?.(context);
  }, [image, decorate, ref]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      className={className ?? "h-auto max-h-[70vh] w-full rounded border bg-muted object-contain"}
      style={style}
    />
  );
}

/** A canvas as a PNG file's bytes; undefined when there is nothing drawn to save. */
export function canvasPng(canvas: HTMLCanvasElement | null): Promise<Blob | undefined> {
  return new Promise((resolve) => {
    if (!canvas) resolve(undefined);
    else canvas.toBlob((blob) => resolve(blob ?? undefined), "image/png");
  });
}

/** Saves a canvas as a PNG file. */
export async function saveCanvas(
  canvas: HTMLCanvasElement | null,
  name: string,
  save: (name: string, blob: Blob) => void,
) {
  const blob = await canvasPng(canvas);
  if (blob) save(name, blob);
}

import { type PointerEvent, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/ui/cn.ts";
import { boxBetween } from "../logic/framing.ts";
import type { Box, ReadLine } from "../logic/lines.ts";
import type { Chosen } from "./use-text-from-image.ts";

/**
 * The image with the box of each line read drawn over it (faint), the active line's (hovered or
 * focused in the list) strong, and the part chosen to read. The boxes are an SVG in the image's own
 * pixels, so they scale with it. While `selecting`, dragging on the image (pointer, pen or finger: the
 * page does not scroll under it then) draws the part to read; the fields beside it do the same from the
 * keyboard.
 */
export function ImageWithBoxes({
  image,
  lines,
  active,
  part,
  selecting,
  onSelect,
}: {
  image: Chosen;
  lines: readonly ReadLine[];
  active: number | undefined;
  /** The part chosen to read, or being chosen. */
  part: Box | undefined;
  selecting: boolean;
  onSelect: (part: Box) => void;
}) {
  const { t } = useTranslation("text_from_image");
  const start = useRef<{ x: number; y: number }>(undefined);
  /** The pointer's place in the image's pixels. */
  const at = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * image.width,
      y: ((event.clientY - rect.top) / rect.height) * image.height,
    };
  };
  const drag = selecting
    ? {
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          start.current = at(event);
          event.preventDefault();
        },
        onPointerMove: (event: PointerEvent<HTMLElement>) => {
          if (start.current) onSelect(boxBetween(start.current, at(event)));
        },
        onPointerUp: () => {
          start.current = undefined;
        },
      }
    : {};
  return (
    <figure
      className={cn(
        "relative w-full select-none overflow-hidden rounded-md border bg-muted",
        selecting && "cursor-crosshair touch-none",
      )}
      data-testid="read-image"
      {...drag}
    >
      <img
        src={image.src}
        alt={t("result.imageAlt", { name: image.name })}
        width={image.width}
        height={image.height}
        draggable={false}
        className="block h-auto w-full"
      />
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${image.width} ${image.height}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
      >
        {lines.map((line, index) => (
          <rect
            // The lines of one reading never change order: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-line=""
            x={line.box.x}
            y={line.box.y}
            width={line.box.width}
            height={line.box.height}
            vectorEffect="non-scaling-stroke"
            className={
              index === active
                ? "fill-amber-400/30 stroke-amber-600 [stroke-width:3]"
                : line.certainty === "uncertain"
                  ? "fill-none stroke-rose-500/60 [stroke-dasharray:4_3] [stroke-width:1.5]"
                  : "fill-none stroke-sky-600/50 [stroke-width:1]"
            }
          />
        ))}
        {part && (
          <rect
            data-part=""
            x={part.x}
            y={part.y}
            width={part.width}
            height={part.height}
            vectorEffect="non-scaling-stroke"
            className="fill-none stroke-violet-700 [stroke-dasharray:8_4] [stroke-width:2] dark:stroke-violet-300"
          />
        )}
      </svg>
    </figure>
  );
}

import { useTranslation } from "#app/i18n/react.tsx";
import type { ReadLine } from "../logic/lines.ts";
import type { Chosen } from "./use-text-from-image.ts";

/**
 * The image with the box of each line read drawn over it (faint), the active line's (hovered or
 * focused in the list) strong. The boxes are an SVG in the image's own pixels, so they scale with it.
 */
export function ImageWithBoxes({
  image,
  lines,
  active,
}: {
  image: Chosen;
  lines: readonly ReadLine[];
  active: number | undefined;
}) {
  const { t } = useTranslation("text_from_image");
  return (
    <figure className="relative w-full overflow-hidden rounded-md border bg-muted">
      <img
        src={image.src}
        alt={t("result.imageAlt", { name: image.name })}
        width={image.width}
        height={image.height}
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
      </svg>
    </figure>
  );
}

import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/ui/cn.ts";
import type { ReadLine } from "../logic/lines.ts";

const CERTAINTY_CLASSES = {
  high: "text-muted-foreground",
  medium: "text-muted-foreground",
  uncertain: "font-semibold text-destructive",
} as const;

/**
 * Each line read, with how sure Tesseract is of it in words (and its figure); hovering or focusing a
 * line shows its box on the image, pressing it keeps the box shown.
 */
export function LinesList({
  lines,
  onActive,
  pinned,
  onPin,
}: {
  lines: readonly ReadLine[];
  onActive: (index: number | undefined) => void;
  pinned: number | undefined;
  onPin: (index: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation("text_from_image");
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" });
  return (
    <ol className="grid gap-1" aria-label={t("result.linesLabel")} onMouseLeave={() => onActive(undefined)}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one reading never change order
        <li key={index}>
          <button
            type="button"
            aria-pressed={pinned === index}
            onClick={() => onPin(pinned === index ? undefined : index)}
            onFocus={() => onActive(index)}
            onBlur={() => onActive(undefined)}
            onMouseEnter={() => onActive(index)}
            className="grid w-full gap-0.5 rounded-md px-2 py-1.5 text-left hover:bg-accent focus-visible:bg-accent aria-pressed:bg-amber-100 dark:aria-pressed:bg-amber-900/40 sm:grid-cols-[1fr_auto] sm:gap-3"
          >
            <span className="[overflow-wrap:anywhere]">{line.text}</span>
            <span className={cn("text-xs sm:text-sm", CERTAINTY_CLASSES[line.certainty])}>
              {t(`certainty.${line.certainty}`)}
              <span className="text-muted-foreground"> ({percent.format(line.confidence / 100)})</span>
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

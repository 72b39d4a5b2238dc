import { useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { CROP_FIELDS, type CropField, cropRanges } from "../logic/framing.ts";
import type { Box } from "../logic/lines.ts";
import type { Chosen } from "./use-text-from-image.ts";

const FIELD_KEYS = {
  x: "framing.left",
  y: "framing.top",
  width: "framing.width",
  height: "framing.height",
} as const satisfies Record<CropField, string>;

/**
 * Turning the image (a quarter turn either way, or the orientation found by reading it four ways) and
 * reading only a part of it: drawn on the image once "Select on the image" is on, or typed in pixels.
 */
export function FramingControls({
  image,
  busy,
  selection,
  onSelection,
  selecting,
  onSelecting,
  onTurn,
  onOrient,
  onCrop,
}: {
  image: Chosen;
  busy: boolean;
  /** The part in the fields (and drawn on the image); the whole image until one is chosen. */
  selection: Box;
  onSelection: (part: Box) => void;
  selecting: boolean;
  onSelecting: (on: boolean) => void;
  onTurn: (by: 1 | -1) => void;
  onOrient: () => void;
  onCrop: (part: Box | undefined) => void;
}) {
  const { t, i18n } = useTranslation("text_from_image");
  const headingId = useId();
  const cropId = useId();
  const [shownWrong, setShownWrong] = useState<CropField[]>([]);
  const fields = useRef<Partial<Record<CropField, HTMLInputElement | null>>>({});
  const { ranges, wrong } = cropRanges(selection, image.width, image.height);
  const number = new Intl.NumberFormat(i18n.language);
  const readPart = () => {
    setShownWrong(wrong);
    const first = wrong[0];
    if (first) return fields.current[first]?.focus();
    onSelecting(false);
    onCrop(selection);
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border p-4">
      <div className="grid gap-2">
        <h3 id={headingId} className="font-semibold">
          {t("framing.heading")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("framing.note")}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onTurn(-1)}>
            <Icon name="rotate-ccw" />
            {t("framing.turnLeft")}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onTurn(1)}>
            <Icon name="rotate-cw" />
            {t("framing.turnRight")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onOrient}
            aria-describedby={`${headingId}-auto`}
          >
            <Icon name="compass" />
            {t("framing.auto")}
          </Button>
        </div>
        <p id={`${headingId}-auto`} className="text-xs text-muted-foreground">
          {t("framing.autoHint")}
        </p>
      </div>
      <fieldset className="grid gap-3" aria-describedby={`${cropId}-hint`}>
        <legend className="font-semibold">{t("framing.cropHeading")}</legend>
        <p id={`${cropId}-hint`} className="text-sm text-muted-foreground">
          {t("framing.cropHint")}
        </p>
        <div>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={selecting}
            onClick={() => onSelecting(!selecting)}
            className="aria-pressed:bg-accent"
          >
            <Icon name="crop" />
            {t("framing.select")}
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {CROP_FIELDS.map((field) => (
            <TextField
              key={field}
              ref={(element) => {
                fields.current[field] = element;
              }}
              compact
              type="number"
              inputMode="numeric"
              min={ranges[field].min}
              max={ranges[field].max}
              step={1}
              label={t(FIELD_KEYS[field])}
              value={Number.isFinite(selection[field]) ? selection[field] : ""}
              onChange={(event) => onSelection({ ...selection, [field]: event.target.valueAsNumber })}
              error={
                shownWrong.includes(field) && wrong.includes(field)
                  ? t("framing.range", {
                      min: number.format(ranges[field].min),
                      max: number.format(Math.max(ranges[field].min, ranges[field].max)),
                    })
                  : undefined
              }
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={readPart}>
            <Icon name="scan-text" />
            {t("framing.readPart")}
          </Button>
          {image.framing.crop && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onCrop(undefined)}>
              <Icon name="image" />
              {t("framing.readWhole")}
            </Button>
          )}
        </div>
      </fieldset>
    </section>
  );
}

import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/** A labelled slider with its value written beside it (through Intl, in the page's language). */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  unit = "",
  percent = false,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  /** A value from 0 to 100 written as a percentage, as the language writes one ("70 %", "70%"). */
  percent?: boolean;
  onChange(value: number): void;
}) {
  const { i18n } = useTranslation("image_inspector");
  const id = useId();
  const shown = percent
    ? new Intl.NumberFormat(i18n.language, { style: "percent" }).format(value / 100)
    : `${new Intl.NumberFormat(i18n.language).format(value)}${unit}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-muted-foreground">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </div>
  );
}

import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button, type ButtonVariant } from "#app/ui/Button.tsx";
import { cn } from "#app/ui/cn.ts";
import { Icon } from "#app/ui/Icon.tsx";
import type { IconName } from "#app/ui/icon-names.ts";
import { TextField } from "#app/ui/TextField.tsx";

/** The small form controls of the tools' options: native inputs, so keyboards and readers know them. */

/** An on/off option, drawn as a switch over a native checkbox. */
export function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const hintId = useId();
  return (
    <label className="relative flex cursor-pointer items-start gap-3 py-1">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? hintId : undefined}
        // Invisible but over the whole label, so that the pointer lands on the input itself.
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
      />
      <span
        aria-hidden="true"
        className={cn(
          "relative mt-0.5 inline-flex h-5 w-9 shrink-0 rounded-full border-2 border-transparent transition-colors",
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
          checked ? "bg-primary" : "bg-input",
        )}
      >
        <span
          className={cn(
            "size-4 rounded-full bg-background shadow-sm transition-transform",
            checked ? "translate-x-4" : "translate-x-0",
          )}
        />
      </span>
      <span className="text-sm">
        <span className="font-medium">{label}</span>
        {hint && (
          <span id={hintId} className="block text-muted-foreground">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

/** One choice among a few, as a row of segmented buttons over native radio inputs. */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-md bg-muted p-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "relative cursor-pointer rounded px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              choice.value === value
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A whole number from `min` to `max`. What is typed stays in the box, but only valid numbers reach the
 * option: anything else is ignored (the tool keeps working with the last good value), and the hint turns
 * into a warning.
 */
export function NumberField({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}) {
  const { t } = useTranslation("text_tools");
  const [typed, setTyped] = useState(String(value));
  const valid = (raw: string) => /^\d+$/.test(raw.trim()) && Number(raw) >= min && Number(raw) <= max;
  const invalid = !valid(typed);
  return (
    <TextField
      compact
      label={label}
      hint={hint}
      error={invalid ? t("fields.wholeNumberHint") : undefined}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        if (valid(event.target.value)) onChange(Number(event.target.value));
      }}
      className="min-w-0"
      inputClassName="max-w-32"
    />
  );
}

/** A tool's action: while it runs off the main thread it shows a spinner and says it is busy. */
export function ActionButton({
  icon,
  busy,
  disabled,
  variant,
  onClick,
  children,
}: {
  icon: IconName;
  busy: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  onClick(): void;
  children: string;
}) {
  return (
    // A long label (« Majuscule en début de phrase ») wraps inside its button rather than out of a phone's width.
    <Button
      variant={variant}
      className="h-auto! min-h-10 whitespace-normal!"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <Icon name={busy ? "loader-circle" : icon} className={busy ? "animate-spin" : undefined} />
      {children}
    </Button>
  );
}

import { type ComponentProps, useId } from "react";
import { cn } from "./cn.ts";
import { fieldBox } from "./field-box.ts";

/**
 * A labelled text input with its hint and, when the value is wrong, its message right beside it
 * (announced with the field: aria-describedby, aria-invalid). The message's region is always there and
 * polite, so a message that appears as someone types is read out without moving their focus.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  labelClassName,
  inputClassName,
  compact = false,
  ...input
}: Omit<ComponentProps<"input">, "id"> & {
  label: string;
  hint?: string;
  error?: string;
  /** A smaller box and text, for a tool's options set beside one another. */
  compact?: boolean;
  /** Classes for the label and for the input itself (`className` is the whole field's). */
  labelClassName?: string;
  inputClassName?: string;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium", labelClassName)}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          fieldBox(compact ? "compact" : "regular"),
          "tabular-nums",
          error && "border-destructive",
          inputClassName,
        )}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={error ? "text-sm font-medium text-destructive" : "sr-only"}
      >
        {error}
      </p>
    </div>
  );
}

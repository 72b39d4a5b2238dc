import type { InputHTMLAttributes } from "react";
import { cn } from "./cn.ts";

/**
 * A checkbox with its label beside it and a hint under the label, which the box names as its
 * description. Everything else (name, value, checked or defaultChecked, onChange, key) goes to the box.
 */
export function CheckboxField({
  id,
  label,
  hint,
  className,
  ...box
}: {
  id: string;
  label: string;
  hint: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className" | "aria-describedby">) {
  return (
    <div className={cn("flex items-start gap-2", className)}>
      <input
        {...box}
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

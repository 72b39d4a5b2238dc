import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "./cn.ts";
import { fieldBox } from "./field-box.ts";
import { Icon } from "./Icon.tsx";

/**
 * A search field with a list of options (WAI-ARIA 1.2 combobox): typing opens the list, the arrows
 * move the active option (the focus stays in the field, `aria-activedescendant` names the option),
 * Enter or a click picks it, Escape or leaving the field closes the list. The caller owns the text and
 * the options, and draws each option; the zone picker and the sun page's place field use it.
 */
export function Combobox<T>({
  id,
  label,
  value,
  placeholder,
  options,
  optionKey,
  renderOption,
  onPick,
  onText,
  onFocus,
  available = true,
  empty,
  footer,
  invalid = false,
  describedBy,
  inputClassName,
}: {
  /** The input's id, which the caller's label, error and hint are tied to. */
  id: string;
  /** The list's accessible name (the field's label). */
  label: string;
  value: string;
  placeholder?: string;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onPick: (option: T) => void;
  onText: (text: string) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Whether the list may open now (its data loaded, something typed). */
  available?: boolean;
  /** Shown in the open list when there is no option. */
  empty?: ReactNode;
  /** Shown under the options (a source, a licence). */
  footer?: ReactNode;
  invalid?: boolean;
  describedBy?: string | undefined;
  inputClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // New options (a new query): the first is the active one again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options' identity is the trigger.
  useEffect(() => setActive(0), [options]);

  const expanded = open && available;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (option: T) => {
    setOpen(false);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length) {
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
      }
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      const option = options[active];
      if (option !== undefined) pick(option);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const popup = useRef<HTMLDivElement>(null);
  // A field low on a phone's screen would open its list below the fold.
  useEffect(() => {
    if (expanded) popup.current?.scrollIntoView?.({ block: "nearest" });
  }, [expanded]);

  return (
    <div className="relative">
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && options[active] !== undefined ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={value}
        onFocus={onFocus}
        onChange={(event) => {
          onText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(fieldBox(), "pl-9", inputClassName, invalid && "border-destructive")}
      />
      <div
        ref={popup}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-auto rounded-md border bg-card p-1 text-card-foreground shadow-lg"
      >
        {options.length === 0 && empty}
        <div id={listId} role="listbox" aria-label={label}>
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the options from the input (aria-activedescendant).
            <div
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The input keeps the focus: its blur would close the list before the click lands.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onPointerMove={() => setActive(index)}
              className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 rounded px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
            >
              {renderOption(option)}
            </div>
          ))}
        </div>
        {footer}
      </div>
    </div>
  );
}

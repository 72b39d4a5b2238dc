import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "./Button.tsx";
import { fieldBox } from "./field-box.ts";
import { Icon } from "./Icon.tsx";
import type { IconName } from "./icon-names.ts";
import { useFocusOnArrival } from "./use-focus-on-arrival.ts";

/**
 * A form that takes one web address: a plain GET form, so the answer's address is a link to share and it
 * works without JavaScript. Its note, or its error, is right under the field and announced with it;
 * `children` (options) sit between the field and the button, in the order one fills them in; the button
 * says when the answer is on its way.
 */
export function AddressForm({
  id,
  name,
  action,
  label,
  value,
  placeholder,
  note,
  error,
  submit,
  icon,
  busy = false,
  busyLabel,
  children,
}: {
  id: string;
  name: string;
  action?: string;
  label: string;
  value: string;
  placeholder?: string;
  note: string;
  error?: string | null;
  submit: string;
  icon: IconName;
  busy?: boolean;
  busyLabel?: string;
  children?: ReactNode;
}) {
  const described = error ? `${id}-error` : `${id}-note`;
  // A wrong address sends the visitor back to the field, where its message is read with it.
  const field = useFocusOnArrival<HTMLInputElement>(error || null);
  return (
    <Form method="get" action={action} className="grid gap-3" role="search">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* On a wide screen the button sits beside the field; options span the row below. */}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <input
          ref={field}
          id={id}
          name={name}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          defaultValue={value}
          key={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={fieldBox()}
        />
        {children && <div className="sm:col-span-2">{children}</div>}
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-busy={busy}
          className="sm:col-start-2 sm:row-start-1"
        >
          {busy ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name={icon} />}
          {busy && busyLabel ? busyLabel : submit}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
    </Form>
  );
}

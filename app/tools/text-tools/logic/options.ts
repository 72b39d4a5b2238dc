/**
 * Readers for options that arrive as untyped data (a form, local storage, a worker message).
 * An invalid value is ignored and the default used: a stale stored option never blocks a tool.
 */
export function asRecord(raw: unknown): Record<string, unknown> {
  return typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
}

export function readBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === "boolean" ? value : fallback;
}

export function readChoice<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

const WHOLE_NUMBER = /^\s*\d+\s*$/;

/** A whole number in [min, max], given as a number or as the digits a number input produces. */
export function readWholeNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && WHOLE_NUMBER.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : fallback;
}

/**
 * Calls `run` once `delayMs` after the last `schedule()`, with the latest value. `flush()` runs a pending
 * call at once (before the page is hidden, before an action needs the value); `cancel()` drops it.
 */
export interface Debounced<T> {
  schedule(value: T, delayMs?: number): void;
  flush(): void;
  cancel(): void;
  readonly pending: boolean;
}

export function debounce<T>(run: (value: T) => void, defaultDelayMs: number): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: { value: T } | undefined;
  const fire = () => {
    clearTimeout(timer);
    timer = undefined;
    const pending = latest;
    latest = undefined;
    if (pending) run(pending.value);
  };
  return {
    schedule(value, delayMs = defaultDelayMs) {
      latest = { value };
      clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush: fire,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
    get pending() {
      return latest !== undefined;
    },
  };
}

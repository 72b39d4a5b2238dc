import type { Temporal } from "temporal-polyfill";

/** The Temporal namespace, whether the browser's own or the polyfill's (same API, same types). */
export type TemporalApi = typeof Temporal;

let polyfill: Promise<TemporalApi> | undefined;

/**
 * The browser's Temporal when it has one, else the polyfill, fetched once and only then: browsers
 * that ship Temporal never download it (the time tools' first-load budget counts on that).
 */
export function loadTemporal(): Promise<TemporalApi> {
  const native = (globalThis as { Temporal?: TemporalApi }).Temporal;
  if (native) return Promise.resolve(native);
  polyfill ??= import("temporal-polyfill").then((module) => module.Temporal);
  return polyfill;
}

import { useSyncExternalStore } from "react";

const never = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The reader's time zone, for instants written on a server-rendered page. The server knows no reader's
 * zone, so it writes UTC, and so does the browser while it hydrates (the same text, no mismatch); React
 * then renders again at once in the browser's own zone.
 */
export function useReaderZone(): string {
  return useSyncExternalStore(never, browserZone, () => "UTC");
}

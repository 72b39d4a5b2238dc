import { useEffect, useState } from "react";
import { loadTemporal, type TemporalApi } from "#app/lib/dates/temporal.ts";
import { visitorZone as browserZone } from "./logic/zone-id.ts";

/**
 * What the time tools compute with, known only in the browser: Temporal (the polyfill is fetched
 * where the browser lacks it) and the visitor's zone. Both are null during server rendering and the
 * first render, so the server's page and the hydrated one agree.
 */
export function useClockTools(): { Temporal: TemporalApi | null; visitorZone: string | null } {
  const [Temporal, setTemporal] = useState<TemporalApi | null>(null);
  const [visitorZone, setVisitorZone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setVisitorZone(browserZone());
    loadTemporal().then((api) => live && setTemporal(() => api));
    return () => {
      live = false;
    };
  }, []);
  return { Temporal, visitorZone };
}

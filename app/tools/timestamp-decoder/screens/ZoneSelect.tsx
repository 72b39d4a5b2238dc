import { useEffect, useMemo, useState } from "react";
import { supportedTimeZones } from "../../../lib/clock-format.ts";

/**
 * A plain, keyboard- and screen-reader-friendly choice among the browser's IANA zones. Shared by the
 * time tools until the zone picker that finds zones by city name (app/features/time-zones/) replaces it.
 */
export function ZoneSelect({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  describedBy?: string;
}) {
  // The server's zone list (its ICU) may differ from the browser's: the list is filled after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const zones = useMemo(() => {
    if (!hydrated) return [value];
    const list = supportedTimeZones();
    return list.includes(value) ? list : [value, ...list];
  }, [value, hydrated]);
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
      className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll("_", " ")}
        </option>
      ))}
    </select>
  );
}

import { useMemo } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { dateTimeFormat, formatDate, formatDateTime } from "#app/lib/dates/format-date.ts";

/** The sun page's numbers and times, written for the page's language and shown in `zone`. */
export function useFormats(zone: string) {
  const { i18n } = useTranslation("sun_position");
  const language = i18n.language;
  return useMemo(() => {
    const clock = dateTimeFormat(language, { timeZone: zone, hour: "2-digit", minute: "2-digit" });
    // The number through Intl, the sign by hand: Intl's "degree" unit writes "deg" in some browsers.
    const degrees = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const wholeDegrees = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const metres = new Intl.NumberFormat(language, {
      style: "unit",
      unit: "meter",
      maximumFractionDigits: 2,
    });
    const ratio = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return {
      time: (ms: number) => clock.format(ms),
      date: (ms: number) => formatDate(language, ms, { timeZone: zone, weekday: true }),
      dateTime: (ms: number) => formatDateTime(language, ms, { timeZone: zone }),
      /** A clock's reading in an unknown zone, written as if in UTC: its date and time, no zone. */
      wallDateTime: (ms: number) => formatDateTime(language, ms, { timeZone: "UTC" }),
      degrees: (value: number) => `${degrees.format(value)}°`,
      wholeDegrees: (value: number) => `${wholeDegrees.format(value)}°`,
      metres: (value: number) => metres.format(value),
      ratio: (value: number) => ratio.format(value),
    };
  }, [language, zone]);
}

export type Formats = ReturnType<typeof useFormats>;

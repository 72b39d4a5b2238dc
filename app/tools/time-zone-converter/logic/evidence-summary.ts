// A time conversion as a case says it: the wall clock in each zone, the first the one it was typed in.
import { zoneLabel } from "#app/features/time-zones/logic/city-names.ts";
import { formatDateTime } from "#app/lib/dates/format-date.ts";
import { fields, known, listOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

const summarizeConversion: Summarizer = (result, { t, language }) => {
  const readings = listOf(fields(fields(fields(result).view).conversion).readings).map(fields);
  return {
    lines: known(
      readings.map((reading, index) => {
        const zone = textOf(reading.zone);
        const wall = textOf(reading.wall);
        if (!zone || !wall || !WALL.test(wall)) return undefined;
        // The wall clock as written there, read as UTC only to format it; the zone's offset beside it.
        const written = formatDateTime(language, Date.parse(`${wall}Z`), { timeZone: "UTC" });
        const offset = textOf(reading.offset);
        const value = offset ? `${written} (UTC${offset})` : written;
        const named = zoneLabel(zone, language);
        return { label: index === 0 ? t("typed", { zone: named }) : named, value };
      }),
    ),
  };
};

export const timeZoneConverterSummaries = { "time-conversion": summarizeConversion };

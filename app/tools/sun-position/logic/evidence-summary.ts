// The sun at a place and time as a case says it: the instant, the sun's height and direction, the
// shadow of a 1 m object, sunrise and sunset; and that it tests a photo's shadows, not its date.
import { formatNumber, formatUtc } from "#app/lib/dates/format-date.ts";
import { fields, known, numberOf, type Summarizer } from "#app/tools/evidence-summary.ts";

const summarizeSun: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const sun = fields(stored.sun);
  const position = fields(sun.position);
  const day = fields(sun.day);
  const at = numberOf(fields(stored.time).atMs);
  const degrees = (value: number | undefined) =>
    value === undefined ? "" : t("degrees", { value: formatNumber(language, Math.round(value * 10) / 10) });
  const instant = (value: unknown) => {
    const ms = numberOf(value);
    return ms === undefined ? "" : formatUtc(language, ms);
  };
  const shadow = numberOf(position.shadowLength);
  return {
    lines: known([
      at !== undefined && { label: t("time"), value: formatUtc(language, at) },
      { label: t("altitude"), value: degrees(numberOf(position.altitude)) },
      { label: t("azimuth"), value: degrees(numberOf(position.azimuth)) },
      shadow !== undefined && {
        label: t("shadow"),
        value: t("shadowValue", {
          length: formatNumber(language, Math.round(shadow * 100) / 100),
          direction: degrees(numberOf(position.shadowAzimuth)),
        }),
      },
      { label: t("sunrise"), value: instant(day.sunrise) },
      { label: t("sunset"), value: instant(day.sunset) },
    ]),
    limits: t("limits"),
  };
};

export const sunPositionSummaries = { "sun-position": summarizeSun };

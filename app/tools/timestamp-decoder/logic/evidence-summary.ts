// A decoded timestamp as a case says it: the value, what it was read as and the instant it gives (the
// most plausible reading, the one the page lists first), and what such a date cannot say.
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { fields, known, listOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";
import { isPostId, type ReadingKind, UNITS } from "./decode.ts";

/** An instant stored as its nanoseconds since 1970 (a bigint, kept in the JSON as its decimal digits). */
function epochMs(value: unknown): number | undefined {
  const digits = typeof value === "string" && /^-?\d{1,30}$/.test(value) ? value : undefined;
  return digits === undefined ? undefined : Number(BigInt(digits) / 1_000_000n);
}

const summarizeTimestamp: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const readings = listOf(stored.readings).map(fields);
  const first = readings[0] ?? {};
  const kind = textOf(first.kind) as ReadingKind | undefined;
  const unit = UNITS.find((candidate) => candidate === first.unit);
  const ms = epochMs(first.epochNs);
  const written = kind === "iso8601" || kind === "mail_date";
  return {
    lines: known([
      { label: t("value"), value: textOf(stored.value)?.trim() ?? "" },
      kind && {
        label: t("readAs"),
        value: t(`kinds.${kind}`, {
          unit: unit ? t(`units.${unit}`) : "",
          version: typeof first.uuidVersion === "number" ? String(first.uuidVersion) : "",
        }),
      },
      ms !== undefined && { label: t("date"), value: formatUtc(language, ms) },
      readings.length > 1 && { label: t("others"), value: String(readings.length - 1) },
    ]),
    limits:
      kind && isPostId({ kind, fromUrl: first.fromUrl === true })
        ? t("limits.post")
        : written
          ? t("limits.written")
          : undefined,
  };
};

export const timestampDecoderSummaries = { timestamp: summarizeTimestamp };

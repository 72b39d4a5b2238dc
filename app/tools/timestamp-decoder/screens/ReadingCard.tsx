import type { ReactNode } from "react";
import { zoneLabel } from "#app/features/time-zones/logic/city-names.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import type { TemporalApi } from "#app/lib/dates/temporal.ts";
import { Card } from "#app/ui/Card.tsx";
import { isPostId, type Reading } from "../logic/decode.ts";
import { formatInstant } from "../logic/format-instant.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[14rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Whole Unix seconds, rounded down (BigInt division would round 1969's instants up). */
function unixSeconds(epochNs: bigint): string {
  const seconds = epochNs / 1_000_000_000n;
  return String(epochNs < 0n && seconds * 1_000_000_000n !== epochNs ? seconds - 1n : seconds);
}

/** One reading of the value: what it was read as, how, and the instant in UTC and the two zones. */
export function ReadingCard({
  reading,
  rank,
  several,
  aheadOfOthers,
  zone,
  visitorZone,
  Temporal,
}: {
  reading: Reading;
  rank: number;
  several: boolean;
  /** Whether the next reading is not a plausible one: only then is this one "most likely". */
  aheadOfOthers: boolean;
  zone: string;
  visitorZone: string;
  Temporal: TemporalApi;
}) {
  const { t, i18n } = useTranslation("timestamp_decoder");
  const kind =
    reading.kind === "unix"
      ? t("kinds.unix", { unit: t(`units.${reading.unit}`) })
      : t(`kinds.${reading.kind}`, { version: reading.uuidVersion ?? "" });
  const at = (where: string, epochNs = reading.epochNs) => formatInstant(i18n.language, where, epochNs);
  const zones = [...new Set([visitorZone, zone])].filter((where) => where !== "UTC");
  const headingId = `reading-${rank}`;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={headingId} data-testid="reading" data-kind={reading.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {kind}
        </h3>
        {several && rank === 0 && reading.plausible && aheadOfOthers && (
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm font-medium text-primary">
            {t("results.mostLikely")}
          </span>
        )}
        {reading.estimate && (
          <span className="rounded-full border border-amber-600/50 bg-amber-500/10 px-2.5 py-0.5 text-sm">
            {t("results.estimate")}
          </span>
        )}
        {!reading.likely && (
          <span className="rounded-full border border-amber-600/50 bg-amber-500/10 px-2.5 py-0.5 text-sm">
            {t("results.unlikely")}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(reading.estimate ? "how.twitterEstimate" : `how.${reading.kind}`)}
      </p>
      {reading.fromUrl && <p className="mt-1 text-sm">{t("results.fromUrl")}</p>}
      {reading.wallClock && (
        <p className="mt-1 text-sm">{t("results.wallClock", { zone: zoneLabel(zone, i18n.language) })}</p>
      )}
      {reading.estimate && (
        <p className="mt-1 text-sm" data-testid="reading-estimate">
          {t("results.estimateSpan", {
            from: formatUtc(i18n.language, Number(reading.estimate.earliestNs / 1_000_000n)),
            to: formatUtc(i18n.language, Number(reading.estimate.latestNs / 1_000_000n)),
          })}
        </p>
      )}
      <dl className="mt-4 grid gap-3">
        <Row label={t("results.utc")}>
          <span data-testid="reading-utc">{at("UTC")}</span>
        </Row>
        {zones.map((where) => (
          <Row
            key={where}
            label={
              where === visitorZone
                ? t("results.visitor", { zone: zoneLabel(where, i18n.language) })
                : zoneLabel(where, i18n.language)
            }
          >
            {at(where)}
          </Row>
        ))}
        <Row label={t("results.iso")}>
          <code className="font-mono text-sm" data-testid="reading-iso">
            {Temporal.Instant.fromEpochNanoseconds(reading.epochNs).toString()}
          </code>
        </Row>
        <Row label={t("results.unixSeconds")}>
          <code className="font-mono text-sm">{unixSeconds(reading.epochNs)}</code>
        </Row>
      </dl>
      {isPostId(reading) && (
        <p className="mt-4 text-sm text-muted-foreground" data-testid="post-caveat">
          {t("results.postCaveat")}
        </p>
      )}
      {(reading.kind === "iso8601" || reading.kind === "mail_date") && (
        <p className="mt-4 text-sm text-muted-foreground" data-testid="written-caveat">
          {t("results.writtenCaveat")}
        </p>
      )}
    </Card>
  );
}

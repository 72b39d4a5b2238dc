import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { compassPoint } from "../logic/shadow-input.ts";
import type { SunDay, SunPosition } from "../logic/sun.ts";
import type { Formats } from "./use-formats.ts";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[16rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Where the sun is at the chosen moment, the shadow it casts, and the day's sun events. */
export function SunReadout({
  atMs,
  position,
  day,
  formats,
}: {
  atMs: number;
  position: SunPosition;
  day: SunDay;
  formats: Formats;
}) {
  const { t } = useTranslation("sun_position");
  const direction = (degrees: number) =>
    `${formats.degrees(degrees)} (${t(`directions.${compassPoint(degrees)}`)})`;
  const time = (ms: number | null) => (ms === null ? t("day.none") : formats.time(ms));
  // French agrees "none" with the row: « aucun » lever, « aucune » heure dorée.
  const range = (from: number | null, to: number | null) =>
    from === null || to === null
      ? t("day.noneGolden")
      : t("day.range", { from: formats.time(from), to: formats.time(to) });
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="sun-now-heading">
        <h2 id="sun-now-heading" className="text-xl font-semibold">
          {t("position.heading", { time: formats.dateTime(atMs) })}
        </h2>
        <dl className="mt-4 grid gap-3">
          <Row label={t("position.azimuth")} testId="sun-azimuth">
            {direction(position.azimuth)}
          </Row>
          <Row label={t("position.altitude")} testId="sun-altitude">
            {formats.degrees(position.altitude)}
          </Row>
          {position.shadowLength !== null && position.shadowAzimuth !== null && (
            <>
              <Row label={t("position.shadowLength")} testId="shadow-length">
                {formats.metres(position.shadowLength)}
              </Row>
              <Row label={t("position.shadowDirection")}>{direction(position.shadowAzimuth)}</Row>
            </>
          )}
        </dl>
        {/* A list of terms holds only terms and their values: the sentence goes after it. */}
        {position.shadowLength === null && <p className="mt-3 font-medium">{t("position.below")}</p>}
        <p className="mt-3 text-sm text-muted-foreground">{t("position.note")}</p>
      </section>
      <section aria-labelledby="sun-day-heading">
        <h2 id="sun-day-heading" className="text-xl font-semibold">
          {t("day.heading", { date: formats.date(atMs) })}
        </h2>
        {day.polar !== null && (
          <p className="mt-4 font-medium">{t(day.polar === "day" ? "day.polarDay" : "day.polarNight")}</p>
        )}
        <dl className="mt-4 grid gap-3">
          <Row label={t("day.sunrise")} testId="sunrise">
            {time(day.sunrise)}
          </Row>
          <Row label={t("day.solarNoon")} testId="solar-noon">
            {time(day.solarNoon)}
          </Row>
          <Row label={t("day.sunset")} testId="sunset">
            {time(day.sunset)}
          </Row>
          <Row label={t("day.morningGolden")}>{range(day.sunrise, day.morningGoldenEnd)}</Row>
          <Row label={t("day.eveningGolden")}>{range(day.eveningGoldenStart, day.sunset)}</Row>
        </dl>
      </section>
    </div>
  );
}

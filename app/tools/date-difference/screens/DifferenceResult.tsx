import { useTranslation } from "#app/i18n/react.tsx";
import { formatDuration, formatNumber, formatWallDate } from "#app/lib/dates/format-date.ts";
import { Icon } from "#app/ui/Icon.tsx";
import type { Difference } from "../logic/difference.ts";

/**
 * The span in every form a timeline check needs, each labelled, with what it does and does not count.
 * Every figure is a length of time, never negative: an end before the start is said once, in words,
 * in the headline ("2 days before the start") and right under it.
 */
export function DifferenceResult({ difference: d }: { difference: Difference }) {
  const { t, i18n } = useTranslation("date_difference");
  const lang = i18n.language;
  const headline = formatDuration(lang, [
    ["year", d.years],
    ["month", d.months],
    ["day", d.days],
    ...(d.withTime
      ? ([
          ["hour", d.hours],
          ["minute", d.minutes],
        ] as const)
      : []),
  ]);
  const rows: [string, string, string][] = [
    ["total-days", t("result.totalDays"), formatDuration(lang, [["day", d.totalDays]])],
    [
      "weeks",
      t("result.weeks"),
      formatDuration(lang, [
        ["week", d.weeks],
        ["day", d.weekRemainder],
      ]),
    ],
    ["total-hours", t("result.totalHours"), formatDuration(lang, [["hour", d.totalHours]])],
    ["business-days", t("result.businessDays"), formatNumber(lang, d.businessDays)],
  ];
  return (
    <section aria-labelledby="difference-heading" className="mt-6 border-t pt-6" data-testid="difference">
      <h3 id="difference-heading" className="text-sm font-medium text-muted-foreground">
        {t("result.heading")}
      </h3>
      <p className="mt-1 text-2xl font-semibold sm:text-3xl" data-testid="headline">
        {d.reversed ? t("result.before", { duration: headline }) : headline}
      </p>
      {d.reversed && (
        <p className="mt-2 flex gap-2 text-sm font-medium" data-testid="reversed">
          <Icon name="info" className="mt-0.5 shrink-0" />
          {t("result.reversed")}
        </p>
      )}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([id, label, value]) => (
          <div key={id} className="rounded-md bg-secondary/60 p-3" data-testid={id}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 grid gap-1.5 text-sm text-muted-foreground">
        {d.leapDays.length > 0 && (
          <li className="flex gap-2" data-testid="leap-days">
            <Icon name="info" className="mt-0.5 shrink-0" />
            {t("result.leapDays", {
              count: d.leapDays.length,
              dates: new Intl.ListFormat(lang).format(d.leapDays.map((day) => formatWallDate(lang, day))),
            })}
          </li>
        )}
        <li className="flex gap-2">
          <Icon name="info" className="mt-0.5 shrink-0" />
          {t("result.businessNote")}
        </li>
        {d.withTime && (
          <li className="flex gap-2">
            <Icon name="info" className="mt-0.5 shrink-0" />
            {t("result.realHours")}
          </li>
        )}
      </ul>
    </section>
  );
}

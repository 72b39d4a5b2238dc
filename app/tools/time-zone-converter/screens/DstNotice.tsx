import { Link } from "react-router";
import { cityName } from "#app/features/time-zones/logic/city-names.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatWallDate, formatWallTime } from "#app/lib/dates/format-date.ts";
import { cn } from "#app/ui/cn.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { writeAddress } from "../logic/address.ts";
import type { Conversion, SourceReading } from "../logic/convert.ts";
import type { ConverterView } from "../state/converter.ts";

/**
 * What daylight saving time did to the typed time, in words: skipped (and how it is read), or
 * repeated, with a link to each of its two readings.
 */
export function DstNotice({
  view,
  conversion,
  source,
}: {
  view: ConverterView;
  conversion: Conversion;
  source: Exclude<SourceReading, { kind: "exact" }>;
}) {
  const { t, i18n } = useTranslation("time_zone_converter");
  const lang = i18n.language;
  const typed = `${view.date}T${view.clock || "00:00"}`;
  const clock = (hhmm: string) => formatWallTime(lang, `${view.date}T${hhmm}:00`);
  const words = {
    time: formatWallTime(lang, typed),
    city: cityName(view.from, lang),
    date: formatWallDate(lang, view.date),
    from: clock(source.change.from),
    to: clock(source.change.to),
  };
  return (
    <div
      data-testid="dst-notice"
      className="mt-6 flex gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4"
    >
      <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
      <div className="grid gap-3">
        {source.kind === "gap" ? (
          <p>
            {t("dst.gap", {
              ...words,
              shown: formatWallTime(lang, conversion.readings[0]?.wall ?? typed),
            })}
          </p>
        ) : (
          <>
            <p>{t("dst.overlap", words)}</p>
            <ul className="flex flex-wrap gap-2">
              {source.offsets.map((offset, index) => (
                <li key={offset}>
                  <Link
                    to={writeAddress({ ...view, offset })}
                    preventScrollReset
                    aria-current={index === source.chosen ? "true" : undefined}
                    className={cn(
                      "inline-flex min-h-10 items-center rounded-md border px-3 py-2 text-sm font-medium",
                      index === source.chosen
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-input bg-background hover:bg-accent",
                    )}
                  >
                    {index === source.chosen && <Icon name="check" className="mr-2 size-4" />}
                    {t(index === 0 ? "dst.first" : "dst.second", { offset })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

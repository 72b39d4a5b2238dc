import { cityName } from "#app/features/time-zones/logic/city-names.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatWallDate, formatWallTime } from "#app/lib/dates/format-date.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { cn } from "#app/ui/cn.ts";
import { Icon } from "#app/ui/Icon.tsx";
import type { Conversion } from "../logic/convert.ts";

/** The instant in each zone, side by side: the source first, then the others, each removable. */
export function ZoneReadings({
  conversion,
  unknownZones,
  onRemove,
}: {
  /** Null while a field is wrong: only the zones that need fixing are listed. */
  conversion: Conversion | null;
  unknownZones: readonly string[];
  onRemove: (zone: string) => void;
}) {
  const { t, i18n } = useTranslation("time_zone_converter");
  const lang = i18n.language;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="zone-readings">
      {conversion?.readings.map((reading, index) => {
        const city = cityName(reading.zone, lang);
        const source = index === 0;
        return (
          <li key={reading.zone} data-zone={reading.zone}>
            <Card className={cn("h-full p-4", source && "border-primary/60 ring-1 ring-primary/30")}>
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold">{city}</h3>
                  {reading.zone !== city && (
                    <p className="truncate text-xs text-muted-foreground">{reading.zone}</p>
                  )}
                </div>
                {source ? (
                  <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                    {t("result.source")}
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-mt-2 -mr-2 size-9"
                    aria-label={t("result.remove", { zone: city })}
                    onClick={() => onRemove(reading.zone)}
                  >
                    <Icon name="x" />
                  </Button>
                )}
              </div>
              <p className="mt-3 text-3xl font-semibold tabular-nums" data-testid="wall-time">
                {formatWallTime(lang, reading.wall)}
              </p>
              <p className="mt-1 text-sm" data-testid="wall-date">
                {formatWallDate(lang, reading.wall, { weekday: true })}
                {reading.dayShift !== 0 && (
                  <span className="ml-2 whitespace-nowrap rounded bg-secondary px-1.5 py-0.5 text-xs font-medium">
                    {t(reading.dayShift > 0 ? "result.nextDay" : "result.previousDay")}
                  </span>
                )}
              </p>
              <p className="mt-2 text-sm text-muted-foreground" data-testid="zone-offset">
                UTC{reading.offset}
                {reading.abbreviation && reading.abbreviation !== "UTC" && (
                  <>
                    {" · "}
                    <abbr title={t("result.abbreviationLabel")} className="no-underline">
                      {reading.abbreviation}
                    </abbr>
                  </>
                )}
              </p>
            </Card>
          </li>
        );
      })}
      {conversion?.readings.length === 1 && unknownZones.length === 0 && (
        <li className="flex items-center rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {t("result.empty")}
        </li>
      )}
      {unknownZones.map((zone) => (
        <li key={zone} data-zone={zone}>
          <Card className="h-full border-destructive/60 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="truncate font-semibold">{zone}</h3>
                <p className="text-sm font-medium text-destructive">{t("problems.unknown_zone", { zone })}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="-mt-2 -mr-2 size-9 shrink-0"
                aria-label={t("result.remove", { zone })}
                onClick={() => onRemove(zone)}
              >
                <Icon name="x" />
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

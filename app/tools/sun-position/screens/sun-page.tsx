import { ZonePicker } from "../../../features/time-zones/ZonePicker.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { staticPageMeta } from "../../../lib/page-loader.server.ts";
import { metaFromLoader } from "../../../lib/route-meta.ts";
import { Button } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { CopyLinkButton } from "../../../ui/copy-link-button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { openStreetMapUrl } from "../logic/coordinates.ts";
import type { Route } from "./+types/sun-page";
import { DayChart } from "./DayChart.tsx";
import { ShadowFinder } from "./ShadowFinder.tsx";
import { SunReadout } from "./SunReadout.tsx";
import { useFormats } from "./use-formats.ts";
import { useSun } from "./use-sun.ts";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "sun_position:meta") };
}

export const meta = metaFromLoader;

const FIELD = "h-11 w-full rounded-md border border-input bg-background px-3 text-base";

/** /tools/sun-position: computed in the browser (suncalc); the address keeps place, time and shadow. */
export default function SunPositionPage() {
  const { t, i18n } = useTranslation("sun_position");
  const lang = i18n.language;
  const sun = useSun();
  const formats = useFormats(sun.zone);
  const placeError = sun.placeText.trim() !== "" && !sun.place.ok ? sun.place.code : null;
  const timeError = sun.ready && sun.time === null;
  const mapUrl = sun.place.ok ? openStreetMapUrl(sun.place.place) : "https://www.openstreetmap.org/";

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <form className="grid grid-cols-1 gap-5" onSubmit={(event) => event.preventDefault()}>
          <div className="grid min-w-0 grid-cols-1 gap-2">
            <label htmlFor="sun-place" className="text-sm font-medium">
              {t("form.place")}
            </label>
            <input
              id="sun-place"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={sun.placeText}
              onChange={(event) => sun.setPlaceText(event.target.value)}
              placeholder={t("form.placePlaceholder")}
              aria-invalid={placeError !== null}
              aria-describedby="sun-place-error sun-place-hint"
              className={`${FIELD} font-mono`}
            />
            <p id="sun-place-error" aria-live="polite" className="text-sm font-medium text-destructive">
              {placeError !== null && t(`errors.place.${placeError}`)}
            </p>
            <p id="sun-place-hint" className="text-sm text-muted-foreground">
              {t("form.placeHint")}
            </p>
            <p className="text-sm">
              <a
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4"
                aria-describedby="sun-map-hint"
              >
                {t("form.pickOnMap")}
                <Icon name="external-link" className="size-4" />
              </a>{" "}
              <span id="sun-map-hint" className="text-muted-foreground">
                {t("form.pickHint")}
              </span>
            </p>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <div className="grid min-w-0 grid-cols-1 content-start gap-2">
              <label htmlFor="sun-time" className="text-sm font-medium">
                {t("form.time")}
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  id="sun-time"
                  type="datetime-local"
                  step={1}
                  value={sun.local}
                  onChange={(event) => sun.setLocal(event.target.value)}
                  aria-invalid={timeError}
                  aria-describedby="sun-time-error"
                  className={`${FIELD} min-w-56 flex-1`}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  className="shrink-0 px-4"
                  onClick={sun.setNow}
                >
                  {t("form.now")}
                </Button>
              </div>
              <p id="sun-time-error" aria-live="polite" className="text-sm font-medium text-destructive">
                {timeError && t("errors.time")}
                {sun.unreadTime !== null && t("errors.timeAddress", { time: sun.unreadTime })}
              </p>
            </div>
            <ZonePicker
              lang={lang}
              value={sun.zone}
              onPick={sun.setZone}
              texts={{
                label: t("form.zone"),
                placeholder: t("form.zonePlaceholder"),
                noMatch: t("form.zoneNoMatch"),
              }}
              error={
                sun.unknownZone !== null ? t("errors.zoneUnknown", { zone: sun.unknownZone }) : undefined
              }
              hint={t("form.zoneHint")}
              className="min-w-0 content-start"
            />
          </div>
        </form>
      </Card>

      {!sun.ready && sun.place.ok && (
        <p role="status" className="mt-6 text-muted-foreground">
          {t("loading")}
        </p>
      )}
      {sun.computed !== null && sun.time !== null && (
        <Card className="mt-6 p-5 sm:p-6" data-testid="sun-results">
          <SunReadout
            atMs={sun.time.atMs}
            position={sun.computed.position}
            day={sun.computed.day}
            formats={formats}
          />
          <DayChart samples={sun.computed.samples} atMs={sun.time.atMs} formats={formats} />
          <div className="mt-6">
            <CopyLinkButton label={t("share.copy")} copiedLabel={t("share.copied")} />
          </div>
        </Card>
      )}
      {/* Always there, so a shadow measured before the place is typed (or while it is wrong) is kept. */}
      <Card className="mt-6 p-5 sm:p-6">
        <ShadowFinder
          shadow={sun.shadow}
          setShadow={sun.setShadow}
          ratio={sun.ratio}
          setRatio={sun.setRatio}
          margin={sun.margin}
          setMargin={sun.setMargin}
          question={sun.question}
          matches={sun.computed?.matches ?? null}
          formats={formats}
        />
      </Card>
    </div>
  );
}

import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { ZonePicker } from "#app/features/time-zones/ZonePicker.tsx";
import { countryName } from "#app/features/where/logic/place-description.ts";
import { PlacedPoint } from "#app/features/where/PlacedPoint.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { dateProblemText } from "#app/lib/dates/date-problem-text.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { CopyLinkButton } from "#app/ui/CopyLinkButton.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { describeCoordinates, openStreetMapUrl } from "../logic/coordinates.ts";
import type { Route } from "./+types/sun-position-page";
import { DayChart } from "./DayChart.tsx";
import { PlaceField } from "./PlaceField.tsx";
import { ShadowFinder } from "./ShadowFinder.tsx";
import { SunReadout } from "./SunReadout.tsx";
import { useFormats } from "./use-formats.ts";
import { useSun } from "./use-sun.ts";

// The band's section brings the map, its data and a worker: loaded once a shadow's length is given.
const WhereShadow = lazy(() => import("./WhereShadow.tsx"));

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "sun_position:meta") };
}

export const meta = metaFromLoader;

/** /tools/sun-position: computed in the browser (suncalc); the address keeps place, time and shadow. */
export default function SunPositionPage() {
  const { t, i18n } = useTranslation("sun_position");
  const lang = i18n.language;
  const sun = useSun();
  const formats = useFormats(sun.zone);
  const placeError =
    !sun.picked && sun.placeText.trim() !== "" && sun.placeInput.kind === "error"
      ? sun.placeInput.code
      : null;
  const here = useLocation();
  /** The page for a place at the same time; with its own `zone`, at the same clock time in that zone. */
  const placeLink = (at: { lat: number; lon: number }, zone?: string) => {
    const params = new URLSearchParams(here.search);
    params.set("lat", String(Math.round(at.lat * 1e6) / 1e6));
    params.set("lon", String(Math.round(at.lon * 1e6) / 1e6));
    if (zone && sun.time) {
      params.set("zone", zone);
      params.set("time", new Date(sun.time.wallMs).toISOString().slice(0, 19));
      params.delete("anyzone");
    }
    return `${here.pathname}?${params}`;
  };
  // A code names the country in the page's language; an outline without one keeps the atlas's name.
  const countryLabel = (code: string) =>
    /^[A-Z]{2}$/.test(code) ? countryName(lang as Language, code) : code;
  const mapUrl = sun.place.ok ? openStreetMapUrl(sun.place.place) : "https://www.openstreetmap.org/";

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <form className="grid grid-cols-1 gap-5" onSubmit={(event) => event.preventDefault()}>
          <div className="grid min-w-0 grid-cols-1 gap-2">
            <PlaceField
              lang={lang}
              text={sun.placeText}
              input={sun.placeInput}
              chosen={sun.picked}
              onText={sun.setPlaceText}
              onPick={(label, place) => sun.pickPlace(label, place.coordinates)}
              error={placeError !== null ? t(`errors.place.${placeError}`) : undefined}
              chosenHint={
                sun.pickedCoordinates !== null
                  ? t("form.placeChosen", {
                      place: sun.placeText,
                      coordinates: describeCoordinates(lang, sun.pickedCoordinates),
                    })
                  : undefined
              }
              texts={{
                label: t("form.place"),
                placeholder: t("form.placePlaceholder"),
                hint: t("form.placeHint"),
                noMatch: t("errors.place.no_place"),
                loading: t("form.placesLoading"),
                failed: t("errors.place.list_failed"),
                source: t("form.placesSource"),
              }}
            />
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
              <div className="flex flex-wrap items-start gap-2">
                <TextField
                  className="min-w-0 flex-[2_1_8rem]"
                  label={t("form.date")}
                  placeholder={t("form.datePlaceholder")}
                  inputMode="numeric"
                  value={sun.dateText}
                  onChange={(event) => sun.setDateText(event.target.value)}
                  error={
                    sun.dateProblem ? dateProblemText(t, lang, sun.dateText, sun.dateProblem) : undefined
                  }
                />
                <TextField
                  className="min-w-0 flex-[1_1_6rem]"
                  label={t("form.clock")}
                  placeholder={t("form.clockPlaceholder")}
                  inputMode="numeric"
                  value={sun.clockText}
                  onChange={(event) => sun.setClockText(event.target.value)}
                  error={
                    sun.clockProblem ? dateProblemText(t, lang, sun.clockText, sun.clockProblem) : undefined
                  }
                />
                {/* Level with the fields beside it (below their labels); on a phone it wraps under them. */}
                <Button
                  type="button"
                  variant="outline"
                  size="lg"
                  className="shrink-0 px-4 sm:mt-[1.625rem]"
                  onClick={sun.setNow}
                >
                  {t("form.now")}
                </Button>
              </div>
              {sun.unreadTime !== null && (
                <p className="text-sm font-medium text-destructive">
                  {t("errors.timeAddress", { time: sun.unreadTime })}
                </p>
              )}
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
          <div className="mt-6 flex flex-wrap gap-2">
            <CopyLinkButton label={t("share.copy")} copiedLabel={t("share.copied")} />
            <AddToCaseButton
              evidence={() => ({
                kind: "sun-position",
                title: document.title,
                result: { address: location.href, sun: sun.computed, time: sun.time },
              })}
            />
          </div>
          {sun.place.ok && (
            <div className="mt-6 border-t pt-6">
              <PlacedPoint point={sun.place.place} origin="place" level={2} AddToCase={AddToCaseButton} />
            </div>
          )}
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
          ratioMargin={sun.ratioMargin}
          setRatioMargin={sun.setRatioMargin}
          question={sun.question}
          bandInput={sun.bandInput}
          matches={sun.computed?.matches ?? null}
          formats={formats}
        />
      </Card>
      {sun.bandQuery !== null && (
        <Card className="mt-6 p-5 sm:p-6">
          <Suspense
            fallback={
              <p role="status" className="text-muted-foreground">
                {t("where.computing")}
              </p>
            }
          >
            <WhereShadow
              query={sun.bandQuery}
              setZoneUnknown={sun.setZoneUnknown}
              place={sun.place.ok ? sun.place.place : null}
              formats={formats}
              placeLink={placeLink}
              countryName={countryLabel}
            />
          </Suspense>
        </Card>
      )}
    </div>
  );
}

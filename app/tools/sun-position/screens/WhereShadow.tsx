import type { GeoPermissibleObjects } from "d3-geo";
import { useMemo, useRef, useState } from "react";
import { loadZoneAt } from "#app/features/where/state/where-data.ts";
import { MapPictureButton } from "#app/features/world-map/MapPictureButton.tsx";
import { type LegendLine, mapPicture } from "#app/features/world-map/map-picture.ts";
import type { MapMarker } from "#app/features/world-map/WorldMap.tsx";
import { WorldMap } from "#app/features/world-map/WorldMap.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TFunction } from "#app/i18n/translator.ts";
import { formatDuration } from "#app/lib/dates/format-date.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { CheckboxField } from "#app/ui/CheckboxField.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { BandTown } from "../logic/band-answer.ts";
import { bandHolds } from "../logic/band-places.ts";
import type { Coordinates } from "../logic/coordinates.ts";
import type { BandQuery } from "../logic/shadow-band.ts";
import { stripsHold, ZONE_LEAD_MINUTES } from "../logic/zone-unknown-band.ts";
import { useBand } from "./use-band.ts";
import type { Formats } from "./use-formats.ts";

/** A latitude as people read it: "43.6° N", "12.0° S". */
function latitude(t: TFunction, formats: Formats, value: number) {
  return t(value >= 0 ? "where.north" : "where.south", { degrees: formats.degrees(Math.abs(value)) });
}

/** "1 hour and 35 minutes" for 95 minutes. */
const hoursAndMinutes = (lang: Language, minutes: number) =>
  formatDuration(lang, [
    ["hour", Math.floor(minutes / 60)],
    ["minute", minutes % 60],
  ]);

/** The box that reads the date and time as a local clock's in an unknown zone. */
function ZoneUnknownBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation("sun_position");
  return (
    <CheckboxField
      id="band-zone-unknown"
      className="mt-3"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      label={t("where.zoneUnknown")}
      hint={t("where.zoneUnknownHint")}
    />
  );
}

/**
 * "Where could this shadow be?": the band of places where the sun casts the measured shadow at the
 * chosen instant, on the offline world map, and under it the table of what it covers — the countries
 * it crosses with their latitudes, the largest towns inside it, each opening its own sun at that time.
 * Loaded when a shadow's length is first given, with the map, its data and the worker's client.
 */
export default function WhereShadow({
  query,
  setZoneUnknown,
  place,
  formats,
  placeLink,
  countryName,
}: {
  query: BandQuery;
  setZoneUnknown: (unknown: boolean) => void;
  place: Coordinates | null;
  formats: Formats;
  /** The sun page's address for a place at the same instant, or with its `zone` at the same clock time. */
  placeLink: (at: Coordinates, zone?: string) => string;
  /** A country's name in the page's language, by its code. */
  countryName: (code: string) => string;
}) {
  const { t, i18n } = useTranslation("sun_position");
  const lang = i18n.language as Language;
  const state = useBand(query);
  const svg = useRef<SVGSVGElement>(null);
  const [whole, setWhole] = useState(false);
  const answer = state.kind === "done" ? state.answer : null;
  const zoneUnknown = query.zoneUnknown === true;
  // Zoomed to a ring (and the place typed, if any) unless the person asks for the whole Earth; strips
  // go round the Earth and are always shown whole.
  const fit = useMemo<GeoPermissibleObjects | undefined>(() => {
    if (answer?.kind !== "instant" || answer.band.polygons.length === 0) return undefined;
    return {
      type: "GeometryCollection",
      geometries: [
        { type: "MultiPolygon", coordinates: answer.band.polygons },
        ...(place ? [{ type: "Point" as const, coordinates: [place.lon, place.lat] }] : []),
      ],
    };
  }, [answer, place]);
  const heading = (
    <h2 id="where-heading" className="text-xl font-semibold">
      {t("where.heading")}
    </h2>
  );
  const zoneBox = <ZoneUnknownBox checked={zoneUnknown} onChange={setZoneUnknown} />;
  if (state.kind !== "done") {
    return (
      <section aria-labelledby="where-heading" data-testid="shadow-band">
        {heading}
        {zoneBox}
        {state.kind === "computing" ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-muted-foreground">
            <Icon name="loader-circle" className="animate-spin" />
            {t("where.computing")}
          </p>
        ) : (
          <p role="alert" className="mt-3 font-medium text-destructive">
            {t(state.kind === "failed" ? "where.failed" : "where.impossible")}
          </p>
        )}
      </section>
    );
  }
  if (state.answer.kind === "zone-unknown" && state.answer.band.strips.length === 0) {
    // Nothing to draw or list: the clock time puts the sun that high nowhere.
    return (
      <section aria-labelledby="where-heading" data-testid="shadow-band">
        {heading}
        {zoneBox}
        <p className="mt-3 max-w-3xl font-medium" data-testid="band-intro">
          {t("where.noStrip")}
        </p>
      </section>
    );
  }
  const { band, countries, towns } = state.answer;
  const polygons = band.polygons;
  const placeMarker: MapMarker[] = place
    ? [{ at: [place.lon, place.lat], label: t("where.yourPlace"), kind: "place" }]
    : [];
  const markers: MapMarker[] =
    state.answer.kind === "instant"
      ? [
          {
            at: [state.answer.band.subsolar.lon, state.answer.band.subsolar.lat],
            label: t("where.subsolar"),
            kind: "sun",
          },
          ...placeMarker,
        ]
      : placeMarker;
  const placeInside =
    place === null
      ? null
      : state.answer.kind === "instant"
        ? bandHolds(state.answer.band, query.direction, place)
        : stripsHold(state.answer.band.strips, place);
  const legend: LegendLine[] = [
    ...(polygons.length > 0 ? [{ kind: "area" as const, label: t("where.band") }] : []),
    ...markers.map((marker) => ({ kind: marker.kind, label: marker.label })),
  ];
  const time = zoneUnknown ? formats.wallDateTime(query.atMs) : formats.dateTime(query.atMs);
  const stamp = new Date(query.atMs).toISOString().slice(0, 16).replace(":", "");
  const pictureName = zoneUnknown ? `shadow-band-${stamp}-local.png` : `shadow-band-${stamp}Z.png`;
  const picture = async () => (svg.current ? mapPicture(svg.current, legend) : null);
  const intro =
    state.answer.kind === "instant"
      ? state.answer.band.radius.outer === 0
        ? "where.introOverhead"
        : query.direction
          ? "where.introDirection"
          : "where.intro"
      : state.answer.band.altitude.min >= 90
        ? "where.introOverheadZoneUnknown"
        : query.direction
          ? "where.introZoneUnknownDirection"
          : "where.introZoneUnknown";
  // With the zone unknown, a town opens at the same clock time in its own zone; a point of the map too,
  // once the zones' shapes are there (they came with the band).
  const pick = ([lon, lat]: [number, number]) => {
    if (!zoneUnknown) return window.location.assign(placeLink({ lat, lon }));
    loadZoneAt().then(
      (zoneAt) => window.location.assign(placeLink({ lat, lon }, zoneAt(lat, lon))),
      () => window.location.assign(placeLink({ lat, lon })),
    );
  };
  return (
    <section aria-labelledby="where-heading" data-testid="shadow-band">
      {heading}
      {zoneBox}
      <p className="mt-3 max-w-3xl" data-testid="band-intro">
        {t(intro, {
          time,
          ratio: formats.ratio(query.ratio),
          margin: new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(
            query.ratioTolerance,
          ),
          min: formats.degrees(band.altitude.min),
          max: formats.degrees(band.altitude.max),
          direction: query.direction ? formats.wholeDegrees(query.direction.degrees) : "",
        })}
      </p>
      {zoneUnknown && (
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          {t("where.zoneSpan", {
            behind: hoursAndMinutes(lang, -ZONE_LEAD_MINUTES.min),
            ahead: hoursAndMinutes(lang, ZONE_LEAD_MINUTES.max),
          })}
        </p>
      )}
      {fit && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          aria-pressed={whole}
          onClick={() => setWhole(!whole)}
        >
          <Icon name="globe" />
          {t("where.wholeWorld")}
        </Button>
      )}
      <div className="mt-3">
        <WorldMap
          svgRef={svg}
          fit={whole ? undefined : fit}
          // A new address, as the towns' links are: the page reads its place from the address it opens with.
          onPick={pick}
          countries={state.countries.features}
          area={polygons.length > 0 ? { polygons, label: t("where.band") } : undefined}
          markers={markers}
          title={t(zoneUnknown ? "where.mapTitleZoneUnknown" : "where.mapTitle")}
        />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t("where.pickHint")}</p>
      {placeInside !== null && (
        <p className="mt-3 font-medium" data-testid="place-in-band">
          {t(
            zoneUnknown
              ? placeInside
                ? "where.placeInsideStrips"
                : "where.placeOutsideStrips"
              : placeInside
                ? "where.placeInside"
                : "where.placeOutside",
          )}
        </p>
      )}
      <p className="mt-3 text-sm text-muted-foreground">
        {state.answer.kind === "instant"
          ? t("where.subsolarAt", {
              lat: latitude(t, formats, state.answer.band.subsolar.lat),
              lon: t(state.answer.band.subsolar.lon >= 0 ? "where.east" : "where.west", {
                degrees: formats.degrees(Math.abs(state.answer.band.subsolar.lon)),
              }),
            })
          : t("where.overheadLatitude", {
              lat: latitude(
                t,
                formats,
                (state.answer.band.declination.min + state.answer.band.declination.max) / 2,
              ),
            })}
      </p>

      <h3 className="mt-6 mb-2 font-semibold">{t("where.countries", { count: countries.length })}</h3>
      {countries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("where.noCountry")}</p>
      ) : (
        <DataTable
          caption={t("where.countries", { count: countries.length })}
          testId="band-countries"
          tall
          rows={countries}
          rowKey={(country) => country.code}
          columns={[
            {
              header: t("where.country"),
              cell: (country) => countryName(country.code),
              className: "font-medium",
            },
            {
              header: t("where.latitudes"),
              cell: (country) => {
                const [from, to] = [latitude(t, formats, country.south), latitude(t, formats, country.north)];
                // A line of latitude (the sun overhead) reads as one latitude, not "23.4° N to 23.4° N".
                return from === to ? from : t("where.range", { from, to });
              },
            },
          ]}
        />
      )}

      <h3 className="mt-6 mb-2 font-semibold">{t(zoneUnknown ? "where.townsZoneUnknown" : "where.towns")}</h3>
      {towns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("where.noTown")}</p>
      ) : (
        <DataTable<BandTown>
          caption={t(zoneUnknown ? "where.townsZoneUnknown" : "where.towns")}
          testId="band-towns"
          rows={towns}
          rowKey={(town) => `${town.coordinates.lat},${town.coordinates.lon}`}
          columns={[
            {
              header: t("where.town"),
              cell: (town) => (
                <a
                  href={placeLink(town.coordinates, town.zone)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {town.names[lang]}
                </a>
              ),
            },
            { header: t("where.country"), cell: (town) => countryName(town.country) },
          ]}
        />
      )}
      <p className="mt-4 text-sm text-muted-foreground">{t("where.limits")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <MapPictureButton label={t("where.png")} fileName={pictureName} picture={picture} />
        <AddToCaseButton
          evidence={async () => {
            const blob = await picture().catch(() => null);
            const shape =
              state.answer.kind === "instant"
                ? { subsolar: state.answer.band.subsolar }
                : { strips: state.answer.band.strips, declination: state.answer.band.declination };
            return {
              kind: "shadow-band",
              title: t(zoneUnknown ? "where.caseTitleZoneUnknown" : "where.caseTitle", { time }),
              result: {
                address: window.location.href,
                query,
                ...shape,
                altitude: band.altitude,
                countries,
                towns: towns.map((town) => ({
                  name: town.names.en,
                  country: town.country,
                  ...town.coordinates,
                  ...(town.zone && { zone: town.zone }),
                })),
              },
              files: blob ? [new File([blob], pictureName, { type: "image/png" })] : [],
            };
          }}
        />
      </div>
    </section>
  );
}

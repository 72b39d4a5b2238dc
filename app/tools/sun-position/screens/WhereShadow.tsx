import type { GeoPermissibleObjects } from "d3-geo";
import { useMemo, useRef, useState } from "react";
import { MapPictureButton } from "#app/features/world-map/MapPictureButton.tsx";
import { type LegendLine, mapPicture } from "#app/features/world-map/map-picture.ts";
import type { MapMarker } from "#app/features/world-map/WorldMap.tsx";
import { WorldMap } from "#app/features/world-map/WorldMap.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TFunction } from "#app/i18n/translator.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { BandTown } from "../logic/band-answer.ts";
import { bandHolds } from "../logic/band-places.ts";
import type { Coordinates } from "../logic/coordinates.ts";
import type { BandQuery } from "../logic/shadow-band.ts";
import { useBand } from "./use-band.ts";
import type { Formats } from "./use-formats.ts";

/** A latitude as people read it: "43.6° N", "12.0° S". */
function latitude(t: TFunction, formats: Formats, value: number) {
  return t(value >= 0 ? "where.north" : "where.south", { degrees: formats.degrees(Math.abs(value)) });
}

/**
 * "Where could this shadow be?": the band of places where the sun casts the measured shadow at the
 * chosen instant, on the offline world map, and under it the table of what it covers — the countries
 * it crosses with their latitudes, the largest towns inside it, each opening its own sun at that time.
 * Loaded when a shadow's length is first given, with the map, its data and the worker's client.
 */
export default function WhereShadow({
  query,
  place,
  formats,
  placeLink,
  countryName,
}: {
  query: BandQuery;
  place: Coordinates | null;
  formats: Formats;
  /** The sun page's address for a place at the same instant. */
  placeLink: (at: Coordinates) => string;
  /** A country's name in the page's language, by its code. */
  countryName: (code: string) => string;
}) {
  const { t, i18n } = useTranslation("sun_position");
  const lang = i18n.language as Language;
  const state = useBand(query);
  const svg = useRef<SVGSVGElement>(null);
  const [whole, setWhole] = useState(false);
  const answer = state.kind === "done" ? state.answer : null;
  // Zoomed to the band (and the place typed, if any) unless the person asks for the whole Earth.
  const fit = useMemo<GeoPermissibleObjects | undefined>(() => {
    if (!answer || answer.band.polygons.length === 0) return undefined;
    return {
      type: "GeometryCollection",
      geometries: [
        { type: "MultiPolygon", coordinates: answer.band.polygons },
        ...(place ? [{ type: "Point" as const, coordinates: [place.lon, place.lat] }] : []),
      ],
    };
  }, [answer, place]);
  if (state.kind !== "done") {
    return (
      <section aria-labelledby="where-heading" data-testid="shadow-band">
        <h2 id="where-heading" className="text-xl font-semibold">
          {t("where.heading")}
        </h2>
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
  const { band, countries, towns } = state.answer;
  const markers: MapMarker[] = [
    { at: [band.subsolar.lon, band.subsolar.lat], label: t("where.subsolar"), kind: "sun" },
    ...(place
      ? [
          {
            at: [place.lon, place.lat] as [number, number],
            label: t("where.yourPlace"),
            kind: "place" as const,
          },
        ]
      : []),
  ];
  const placeInside = place ? bandHolds(band, query.direction, place) : null;
  const legend: LegendLine[] = [
    ...(band.polygons.length > 0 ? [{ kind: "area" as const, label: t("where.band") }] : []),
    ...markers.map((marker) => ({ kind: marker.kind, label: marker.label })),
  ];
  const stamp = new Date(query.atMs).toISOString().slice(0, 16).replace(":", "");
  const pictureName = `shadow-band-${stamp}Z.png`;
  const picture = async () => (svg.current ? mapPicture(svg.current, legend) : null);
  return (
    <section aria-labelledby="where-heading" data-testid="shadow-band">
      <h2 id="where-heading" className="text-xl font-semibold">
        {t("where.heading")}
      </h2>
      <p className="mt-1 max-w-3xl">
        {t(
          band.radius.outer === 0
            ? "where.introOverhead"
            : query.direction
              ? "where.introDirection"
              : "where.intro",
          {
            time: formats.dateTime(query.atMs),
            ratio: formats.ratio(query.ratio),
            margin: new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(
              query.ratioTolerance,
            ),
            min: formats.degrees(band.altitude.min),
            max: formats.degrees(band.altitude.max),
            direction: query.direction ? formats.wholeDegrees(query.direction.degrees) : "",
          },
        )}
      </p>
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
          onPick={([lon, lat]) => window.location.assign(placeLink({ lat, lon }))}
          countries={state.countries.features}
          area={band.polygons.length > 0 ? { polygons: band.polygons, label: t("where.band") } : undefined}
          markers={markers}
          title={t("where.mapTitle")}
        />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t("where.pickHint")}</p>
      {placeInside !== null && (
        <p className="mt-3 font-medium" data-testid="place-in-band">
          {t(placeInside ? "where.placeInside" : "where.placeOutside")}
        </p>
      )}
      <p className="mt-3 text-sm text-muted-foreground">
        {t("where.subsolarAt", {
          lat: latitude(t, formats, band.subsolar.lat),
          lon: t(band.subsolar.lon >= 0 ? "where.east" : "where.west", {
            degrees: formats.degrees(Math.abs(band.subsolar.lon)),
          }),
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
              cell: (country) =>
                t("where.range", {
                  from: latitude(t, formats, country.south),
                  to: latitude(t, formats, country.north),
                }),
            },
          ]}
        />
      )}

      <h3 className="mt-6 mb-2 font-semibold">{t("where.towns")}</h3>
      {towns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("where.noTown")}</p>
      ) : (
        <DataTable<BandTown>
          caption={t("where.towns")}
          testId="band-towns"
          rows={towns}
          rowKey={(town) => `${town.coordinates.lat},${town.coordinates.lon}`}
          columns={[
            {
              header: t("where.town"),
              cell: (town) => (
                <a
                  href={placeLink(town.coordinates)}
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
            return {
              kind: "shadow-band",
              title: t("where.caseTitle", { time: formats.dateTime(query.atMs) }),
              result: {
                address: window.location.href,
                query,
                subsolar: band.subsolar,
                altitude: band.altitude,
                countries,
                towns: towns.map((town) => ({
                  name: town.names.en,
                  country: town.country,
                  ...town.coordinates,
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

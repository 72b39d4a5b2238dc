import { geoCircle } from "d3-geo";
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from "react";
import { zoneLabel } from "#app/features/time-zones/logic/city-names.ts";
import { zoneOffset } from "#app/features/time-zones/logic/zone-offset.ts";
import { MapPictureButton } from "#app/features/world-map/MapPictureButton.tsx";
import { type LegendLine, mapPicture } from "#app/features/world-map/map-picture.ts";
import { type MapMarker, WorldMap } from "#app/features/world-map/WorldMap.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TFunction } from "#app/i18n/translator.ts";
import { fileStem } from "#app/lib/files/file-name.ts";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { MeansNotProves } from "#app/ui/MeansNotProves.tsx";
import type { LatLon } from "./logic/geodesy.ts";
import { locatePoint, type WhereData } from "./logic/locate.ts";
import type { NearPlace } from "./logic/nearest-places.ts";
import { countryName, placeDescription } from "./logic/place-description.ts";
import { type PlacedOrigin, type PlacedResult, placedResult } from "./logic/placed-result.ts";
import { googleMapsUrl, openStreetMapUrl } from "./logic/point-links.ts";
import { pointText, sentenceStart, zoneName } from "./logic/point-text.ts";
import { loadWhere } from "./state/where-data.ts";

/** The item "Add to case" takes for a placed coordinate (the case file's Evidence, of the where kind). */
export interface PlacedEvidence {
  kind: "placed-coordinate";
  title: string;
  result: PlacedResult;
  files: File[];
}

export interface PlacedPointProps {
  point: LatLon;
  origin: PlacedOrigin;
  /** The file the coordinate was read from: it names the case item and the map's picture. */
  fileName?: string;
  /** The heading's level in the page's outline. */
  level: 2 | 3;
  /**
   * The case file's "Add to case" button (AddToCaseButton), handed in by the tool's page: a feature does
   * not reach into a tool.
   */
  AddToCase: ComponentType<{ evidence: () => Promise<PlacedEvidence>; label: string }>;
}

/** The map shows the region this far around the point (then at most four times the whole Earth's scale). */
const REGION_DEGREES = 3;

/** The zone as people read it: "Indochina Time (Asia/Bangkok)", with today's offset. */
function zoneText(t: TFunction, lang: Language, zone: string) {
  const now = Date.now();
  const offset = zoneOffset(zone, now);
  // tz-lookup answers Etc/GMT-7 at sea, whose sign is the reverse of the offset's: the offset alone says it.
  return zone.startsWith("Etc/")
    ? t("placed.zoneAtSea", { offset })
    : t("placed.zoneValue", { zone: zoneName(lang, zone, now, zoneLabel(zone, lang)), offset });
}

/**
 * A coordinate placed on the offline world map, zoomed to its region, and said in words: its nearest
 * places, its country (and whether an outline or the nearest town said so), its estimated time zone; links
 * to see it on other maps, what it means and does not prove, the map as a PNG and "Add to case". The
 * towns, outlines and zones load here, on first use (state/where-data.ts).
 */
export default function PlacedPointPanel({ point, origin, fileName, level, AddToCase }: PlacedPointProps) {
  const { t, i18n } = useTranslation("where");
  const lang = i18n.language as Language;
  const headingId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const [data, setData] = useState<WhereData | null>(null);
  const [failed, setFailed] = useState(false);
  const [whole, setWhole] = useState(false);
  const { lat, lon } = point;
  useEffect(() => {
    let live = true;
    loadWhere().then(
      (loaded) => live && setData(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const facts = useMemo(() => (data ? locatePoint(data, { lat, lon }, 3) : null), [data, lat, lon]);
  const countries = data?.countries.features;
  const region = useMemo(() => geoCircle().center([lon, lat]).radius(REGION_DEGREES)(), [lat, lon]);
  const Heading = level === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={headingId} className={level === 2 ? "text-xl font-semibold" : "text-lg font-semibold"}>
      {t("placed.heading")}
    </Heading>
  );
  if (!facts || !countries) {
    return (
      <section aria-labelledby={headingId} data-testid="placed-point">
        {heading}
        {failed ? (
          <p role="alert" className="mt-3 font-medium text-destructive">
            {t("placed.failed")}
          </p>
        ) : (
          <p role="status" className="mt-3 flex items-center gap-2 text-muted-foreground">
            <Icon name="loader-circle" className="animate-spin" />
            {t("placed.loading")}
          </p>
        )}
      </section>
    );
  }
  const sentenceOf = (place: NearPlace) => placeDescription(t, lang, place);
  const coordinates = pointText(lang, point);
  const [closest] = facts.nearest;
  const said = closest ? sentenceOf(closest) : coordinates;
  const marker = t(`placed.marker.${origin}`);
  const markers: MapMarker[] = [{ at: [lon, lat], label: marker, kind: "place" }];
  const legend: LegendLine[] = [
    { kind: "place", label: t("placed.legend", { marker, coordinates, place: said }) },
  ];
  const stem = fileName ? fileStem(fileName, "point") : `point-${lat.toFixed(4)}_${lon.toFixed(4)}`;
  const pictureName = `${stem}-map.png`;
  const picture = async () => (svg.current ? mapPicture(svg.current, legend) : null);
  const link = "inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline";
  return (
    <section aria-labelledby={headingId} data-testid="placed-point">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        <Button variant="outline" size="sm" aria-pressed={whole} onClick={() => setWhole(!whole)}>
          <Icon name="globe" />
          {t("placed.wholeWorld")}
        </Button>
      </div>
      {/* Standing alone, a sentence starts with a capital (« À 3,6 km… »); inside another, it does not. */}
      <p className="mt-2 text-lg font-medium" data-testid="placed-description">
        {sentenceStart(lang, said)}
      </p>
      <div className="mt-3 grid gap-x-6 gap-y-4 lg:grid-cols-[3fr_2fr]">
        <WorldMap
          svgRef={svg}
          countries={countries}
          fit={whole ? undefined : region}
          markers={markers}
          title={t("placed.mapTitle", { marker, place: said })}
        />
        <div className="grid content-start gap-3 text-sm">
          <dl className="grid gap-3">
            <div>
              <dt className="font-medium text-muted-foreground">{t("placed.coordinates")}</dt>
              <dd className="font-mono">{coordinates}</dd>
            </div>
            <div>
              <dt className="font-medium text-muted-foreground">{t("placed.nearest")}</dt>
              <dd>
                <ol className="grid gap-0.5" data-testid="placed-nearest">
                  {facts.nearest.map((place) => (
                    <li key={`${place.town.lat},${place.town.lon}`}>
                      {sentenceStart(lang, sentenceOf(place))}
                    </li>
                  ))}
                </ol>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-muted-foreground">{t("placed.country")}</dt>
              <dd data-testid="placed-country">
                {facts.country ? (
                  <>
                    <span className="font-medium">{countryName(lang, facts.country.code)}</span>
                    {facts.country.source === "nearest-town" && (
                      <span className="block text-muted-foreground">{t("placed.countryFromTown")}</span>
                    )}
                  </>
                ) : (
                  t("placed.noCountry")
                )}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-muted-foreground">{t("placed.zone")}</dt>
              <dd data-testid="placed-zone">
                <span className="font-medium">{zoneText(t, lang, facts.zone)}</span>
                <span className="block text-muted-foreground">{t("placed.zoneEstimate")}</span>
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <a href={openStreetMapUrl(point)} target="_blank" rel="noopener noreferrer" className={link}>
              {t("placed.openStreetMap")}
              <Icon name="external-link" />
            </a>
            <a href={googleMapsUrl(point)} target="_blank" rel="noopener noreferrer" className={link}>
              {t("placed.googleMaps")}
              <Icon name="external-link" />
            </a>
          </div>
          <p className="text-muted-foreground">{t("placed.linksNote")}</p>
        </div>
      </div>
      <MeansNotProves
        className="mt-4"
        means={t(`placed.meaning.${origin}`)}
        notProves={t(`placed.notProof.${origin}`)}
        labels={{ means: t("placed.means"), notProves: t("placed.notProves") }}
      />
      <p className="mt-3 text-xs text-muted-foreground">{t("placed.sources")}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <MapPictureButton label={t("placed.png")} fileName={pictureName} picture={picture} />
        <AddToCase
          label={t("placed.addToCase")}
          evidence={async () => {
            const blob = await picture().catch(() => null);
            return {
              kind: "placed-coordinate",
              title: t(`placed.caseTitle.${origin}`, { name: fileName ?? "", place: said }),
              result: placedResult(point, origin, facts, sentenceOf, fileName),
              files: blob ? [new File([blob], pictureName, { type: "image/png" })] : [],
            };
          }}
        />
      </div>
    </section>
  );
}

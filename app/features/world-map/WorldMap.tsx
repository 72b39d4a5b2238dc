import { type GeoPermissibleObjects, geoCentroid, geoEqualEarth, geoGraticule10, geoPath } from "d3-geo";
import { type MouseEvent, type Ref, useId, useMemo } from "react";

/** [longitude, latitude] in degrees. */
export type LonLat = [number, number];

/** A point drawn on the map with its label: the sun overhead, or a place. */
export interface MapMarker {
  at: LonLat;
  label: string;
  kind: "sun" | "place";
}

/** A hatched area with its name in the legend (the shadow band). */
export interface MapArea {
  polygons: LonLat[][][];
  label: string;
}

/** The map's box: wide enough for the whole Earth in the Equal Earth projection. */
const WIDTH = 960;
const HEIGHT = 470;
const MARGIN = 6;
/** A zoomed map shows its shape at this share of the box, the rest is surroundings… */
const CONTEXT = 0.6;
/** …and never more than this many times closer than the whole Earth. */
const MAX_ZOOM = 4;

/**
 * The offline world map: Natural Earth's country outlines (passed in, loaded on first use) in the
 * Equal Earth projection, an area hatched and outlined (never colour alone), and labelled points. With
 * `fit`, it shows that shape's region, centred on it, instead of the whole Earth. The SVG
 * is one picture for assistive technology (`title`); a table beside it carries what it shows. With
 * `onPick`, a click on the Earth gives the point clicked (the table offers the same to the keyboard).
 */
export function WorldMap({
  countries,
  area,
  markers = [],
  fit,
  title,
  svgRef,
  onPick,
}: {
  countries: readonly GeoPermissibleObjects[];
  area?: MapArea;
  markers?: readonly MapMarker[];
  /** A shape to zoom to (the band, a point's surroundings); the whole Earth without it. */
  fit?: GeoPermissibleObjects;
  title: string;
  svgRef?: Ref<SVGSVGElement>;
  onPick?: (at: LonLat) => void;
}) {
  const id = useId();
  const hatch = `${id}-hatch`;
  const { path, projection } = useMemo(() => {
    const projected = geoEqualEarth();
    const extent: [[number, number], [number, number]] = [
      [MARGIN, MARGIN],
      [WIDTH - MARGIN, HEIGHT - MARGIN],
    ];
    projected.fitExtent(extent, { type: "Sphere" });
    if (fit) {
      // Centred on the shape with room around it to see where it is: never closer than MAX_ZOOM, never
      // farther than the whole Earth.
      const world = projected.scale();
      projected.rotate([-geoCentroid(fit)[0], 0]).fitExtent(extent, fit);
      const scale = Math.max(world, Math.min(projected.scale() * CONTEXT, world * MAX_ZOOM));
      const [x, y] = projected.translate();
      const factor = scale / projected.scale();
      projected
        .scale(scale)
        .translate([WIDTH / 2 + (x - WIDTH / 2) * factor, HEIGHT / 2 + (y - HEIGHT / 2) * factor]);
    }
    return { path: geoPath(projected), projection: projected };
  }, [fit]);
  const outlines = useMemo(
    () => countries.map((country) => path(country) ?? "").filter(Boolean),
    [countries, path],
  );
  const areaPath = area ? (path({ type: "MultiPolygon", coordinates: area.polygons }) ?? "") : "";
  /** The point under a click, when it is on the Earth (outside its outline, the inverse is no place). */
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) * WIDTH) / box.width;
    const y = ((event.clientY - box.top) * HEIGHT) / box.height;
    const at = projection.invert?.([x, y]);
    const back = at && projection(at);
    if (at && back && Math.hypot(back[0] - x, back[1] - y) < 1) onPick?.([at[0], at[1]]);
  };
  return (
    <figure className="min-w-0">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer's shortcut; the table beside the map offers the same places to the keyboard */}
      <svg
        ref={svgRef}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={title}
        className={`block h-auto w-full rounded-md border bg-background ${onPick ? "cursor-crosshair" : ""}`}
        data-testid="world-map"
        onClick={onPick ? pick : undefined}
      >
        <defs>
          <pattern
            id={hatch}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <line x1="0" y1="0" x2="0" y2="8" className="stroke-primary" strokeWidth="3" />
          </pattern>
          <clipPath id={`${id}-sphere`}>
            <path d={path({ type: "Sphere" }) ?? ""} />
          </clipPath>
        </defs>
        <path d={path({ type: "Sphere" }) ?? ""} className="fill-sky-50 dark:fill-slate-950" />
        <g clipPath={`url(#${id}-sphere)`}>
          <path d={path(geoGraticule10()) ?? ""} fill="none" className="stroke-border" strokeWidth="0.5" />
          <g
            className="fill-slate-200 stroke-slate-400 dark:fill-slate-700 dark:stroke-slate-500"
            strokeWidth="0.5"
          >
            {outlines.map((d, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the atlas's order is the identity
              <path key={index} d={d} />
            ))}
          </g>
          {areaPath && (
            <g data-testid="map-area">
              <path d={areaPath} className="fill-primary/15" />
              <path d={areaPath} fill={`url(#${hatch})`} />
              <path d={areaPath} fill="none" className="stroke-primary" strokeWidth="1.5" />
            </g>
          )}
          {markers.map((marker) => {
            const point = projection(marker.at);
            if (!point) return null;
            const [x, y] = point;
            return (
              <g key={`${marker.kind}-${marker.at.join(",")}`} data-marker={marker.kind}>
                {marker.kind === "sun" ? (
                  <circle
                    cx={x}
                    cy={y}
                    r="7"
                    className="fill-amber-400 stroke-foreground"
                    strokeWidth="1.5"
                  />
                ) : (
                  <path
                    d={`M${x} ${y}l-6 -14a7 7 0 1 1 12 0z`}
                    className="fill-destructive stroke-background"
                    strokeWidth="1.5"
                  />
                )}
                {/* On a phone the map is too small for words: the legend under it names each point. */}
                <text
                  x={x + 10}
                  y={y - (marker.kind === "sun" ? 8 : 16)}
                  className="fill-foreground stroke-background text-[15px] font-semibold [paint-order:stroke] max-sm:hidden"
                  strokeWidth="4"
                >
                  {marker.label}
                </text>
              </g>
            );
          })}
        </g>
        <path
          d={path({ type: "Sphere" }) ?? ""}
          fill="none"
          className="stroke-muted-foreground"
          strokeWidth="1"
        />
      </svg>
      {(area || markers.length > 0) && (
        <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {area && (
            <span className="inline-flex items-center gap-2">
              <svg width="22" height="14" aria-hidden="true" className="shrink-0">
                <rect
                  width="22"
                  height="14"
                  fill={`url(#${hatch})`}
                  className="stroke-primary"
                  strokeWidth="2"
                />
              </svg>
              {area.label}
            </span>
          )}
          {markers.map((marker) => (
            <span key={`${marker.kind}-${marker.at.join(",")}`} className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className={
                  marker.kind === "sun"
                    ? "size-3.5 shrink-0 rounded-full border border-foreground bg-amber-400"
                    : "size-3.5 shrink-0 rounded-full bg-destructive"
                }
              />
              {marker.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

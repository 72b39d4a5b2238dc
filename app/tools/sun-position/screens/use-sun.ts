import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { isKnownZone } from "../../../features/time-zones/logic/zone-id.ts";
import type { TemporalApi } from "../../../lib/temporal.ts";
import { useAddressState } from "../../../lib/use-address-state.ts";
import { useClockTools } from "../../../lib/use-clock-tools.ts";
import { parseCoordinates } from "../logic/coordinates.ts";
import { parseShadowInput } from "../logic/shadow-input.ts";
import { shadowMatches, sunDay, sunPosition, sunSamples } from "../logic/sun.ts";

/** The chart's resolution: fine enough for a smooth curve, few enough points for a small SVG. */
const CHART_STEP_MINUTES = 10;

/** A wall-clock time as the time field takes it: to the minute, or to the second when it has seconds. */
function fieldValue(time: {
  second: number;
  toString(options: { smallestUnit: "minute" | "second" }): string;
}) {
  return time.toString({ smallestUnit: time.second === 0 ? "minute" : "second" });
}

/** The wall-clock time an address's `time` gives in `zone` ("2026-06-21T12:00:00Z" or a plain one). */
function localFromAddress(T: TemporalApi, time: string | null, zone: string): string | null {
  if (time === null) return null;
  try {
    return fieldValue(T.Instant.from(time).toZonedDateTimeISO(zone).toPlainDateTime());
  } catch {
    try {
      return fieldValue(T.PlainDateTime.from(time));
    } catch {
      return null;
    }
  }
}

/** The instant of a wall-clock time in a zone, and the bounds of its calendar day there; null if unreadable. */
function resolveTime(T: TemporalApi, local: string, zone: string) {
  try {
    const zoned = T.PlainDateTime.from(local).toZonedDateTime(zone);
    const day = zoned.toPlainDate();
    return {
      atMs: zoned.epochMilliseconds,
      iso: zoned.toInstant().toString(),
      date: { year: day.year, month: day.month, day: day.day },
      startMs: zoned.startOfDay().epochMilliseconds,
      endMs: zoned.add({ days: 1 }).startOfDay().epochMilliseconds,
    };
  } catch {
    return null;
  }
}

/**
 * The sun page's inputs, read from the address (?lat=&lon=&time=&zone=&shadow=&ratio=&margin=) and
 * written back to it, and everything computed from them once the browser's clock tools are there.
 */
export function useSun() {
  const [params] = useSearchParams();
  const lat = params.get("lat");
  const lon = params.get("lon");
  const [placeText, setPlaceText] = useState(lat !== null && lon !== null ? `${lat}, ${lon}` : "");
  const zoneParam = params.get("zone");
  const [chosenZone, setZone] = useState<string | null>(
    zoneParam && isKnownZone(zoneParam) ? zoneParam : null,
  );
  const [local, setLocal] = useState<string | null>(null);
  const [shadow, setShadow] = useState(params.get("shadow") ?? "");
  const [ratio, setRatio] = useState(params.get("ratio") ?? "");
  const [margin, setMargin] = useState(params.get("margin") ?? "2");
  const unknownZone = chosenZone === null && zoneParam !== null && !isKnownZone(zoneParam) ? zoneParam : null;
  // The address's time when it could not be read: said beside the field, which shows now instead.
  const [unreadTime, setUnreadTime] = useState<string | null>(null);
  const { Temporal, visitorZone } = useClockTools();
  const zone = chosenZone ?? visitorZone;
  const timeParam = params.get("time");

  // The time field is filled once the zone is known: the address's time, or now.
  useEffect(() => {
    if (Temporal === null || zone === null || local !== null) return;
    const fromAddress = localFromAddress(Temporal, timeParam, zone);
    if (fromAddress === null && timeParam !== null) setUnreadTime(timeParam);
    setLocal(fromAddress ?? Temporal.Now.plainDateTimeISO(zone).toString({ smallestUnit: "minute" }));
  }, [Temporal, zone, local, timeParam]);

  const place = parseCoordinates(placeText);
  const time = Temporal && zone && local !== null ? resolveTime(Temporal, local, zone) : null;
  const question = parseShadowInput(shadow, ratio, margin);

  useAddressState(
    {
      lat: place.ok ? String(Math.round(place.place.lat * 1e6) / 1e6) : undefined,
      lon: place.ok ? String(Math.round(place.place.lon * 1e6) / 1e6) : undefined,
      time: time?.iso,
      zone: chosenZone ?? undefined,
      shadow: shadow.trim() || undefined,
      ratio: ratio.trim() || undefined,
      margin: margin.trim() === "2" ? undefined : margin.trim(),
    },
    Temporal !== null && local !== null,
  );

  // A day's sun every minute is a few thousand cheap formulas: computed on each render, no cache needed.
  const computed =
    place.ok && time !== null
      ? {
          position: sunPosition(time.atMs, place.place),
          day: sunDay(time.date.year, time.date.month, time.date.day, place.place),
          samples: sunSamples(time.startMs, time.endMs, CHART_STEP_MINUTES, place.place),
          matches:
            question?.ok === true
              ? shadowMatches({
                  startMs: time.startMs,
                  endMs: time.endMs,
                  place: place.place,
                  shadowAzimuth: question.direction,
                  toleranceDegrees: question.tolerance,
                  lengthRatio: question.ratio,
                })
              : null,
        }
      : null;

  return {
    ready: Temporal !== null && zone !== null && local !== null,
    placeText,
    setPlaceText,
    place,
    local: local ?? "",
    setLocal: (value: string) => {
      setUnreadTime(null);
      setLocal(value);
    },
    unreadTime,
    unknownZone,
    setNow: () => {
      if (Temporal === null || zone === null) return;
      setUnreadTime(null);
      setLocal(Temporal.Now.plainDateTimeISO(zone).toString({ smallestUnit: "minute" }));
    },
    time,
    zone: zone ?? "UTC",
    setZone,
    shadow,
    setShadow,
    ratio,
    setRatio,
    margin,
    setMargin,
    question,
    computed,
  };
}

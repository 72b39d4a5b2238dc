import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { canonicalZone, isKnownZone } from "#app/features/time-zones/logic/zone-id.ts";
import { useClockTools } from "#app/features/time-zones/use-clock-tools.ts";
import {
  type ClockParts,
  type DateParts,
  formatIsoClock,
  formatIsoDate,
  parseClock,
  parseDate,
} from "#app/lib/dates/date-input.ts";
import type { TemporalApi } from "#app/lib/dates/temporal.ts";
import { useAddressState } from "#app/lib/pages/use-address-state.ts";
import { parseBandInput } from "../logic/band-input.ts";
import type { Coordinates } from "../logic/coordinates.ts";
import { readPlaceInput } from "../logic/place-input.ts";
import type { BandQuery } from "../logic/shadow-band.ts";
import { parseShadowInput } from "../logic/shadow-input.ts";
import { shadowMatches, sunDay, sunPosition, sunSamples } from "../logic/sun.ts";

/** The shadow length's margin, in per cent, unless the address says otherwise. */
const DEFAULT_RATIO_MARGIN = "5";

/** The chart's resolution: fine enough for a smooth curve, few enough points for a small SVG. */
const CHART_STEP_MINUTES = 10;

/** The date and time fields' text for a wall-clock time: "2026-06-21" and "12:00" (or "12:00:30"). */
type Fields = { date: string; clock: string };
function fieldsOf(time: DateParts & ClockParts): Fields {
  return { date: formatIsoDate(time), clock: formatIsoClock(time) };
}

/** The wall-clock time an address's `time` gives in `zone` ("2026-06-21T12:00:00Z" or a plain one). */
function fieldsFromAddress(T: TemporalApi, time: string | null, zone: string): Fields | null {
  if (time === null) return null;
  try {
    return fieldsOf(T.Instant.from(time).toZonedDateTimeISO(zone).toPlainDateTime());
  } catch {
    try {
      return fieldsOf(T.PlainDateTime.from(time));
    } catch {
      return null;
    }
  }
}

/** The time fields at this minute in `zone`. */
function fieldsOfNow(T: TemporalApi, zone: string): Fields {
  return fieldsOf(T.Now.plainDateTimeISO(zone).round({ smallestUnit: "minute", roundingMode: "floor" }));
}

/**
 * The instant of a wall-clock time in a zone (a time skipped by a change of clocks is read as the
 * time after the jump, as decision 016 says), and the bounds of its calendar day there.
 */
function resolveTime(T: TemporalApi, local: DateParts & ClockParts, zone: string) {
  try {
    const wall = T.PlainDateTime.from(local);
    const zoned = wall.toZonedDateTime(zone);
    const day = zoned.toPlainDate();
    return {
      atMs: zoned.epochMilliseconds,
      /** The clock's reading written as if in UTC, for a question whose zone is unknown. */
      wallMs: wall.toZonedDateTime("UTC").epochMilliseconds,
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
 * The sun page's inputs, read from the address (?lat=&lon=&time=&zone=&shadow=&ratio=&margin=&spread=&anyzone=) and
 * written back to it, and everything computed from them once the browser's clock tools are there.
 */
export function useSun() {
  const [params] = useSearchParams();
  const lat = params.get("lat");
  const lon = params.get("lon");
  const [placeText, setPlaceText] = useState(lat !== null && lon !== null ? `${lat}, ${lon}` : "");
  // A place picked from the list by its name: the field shows the name, the sun is computed at it.
  const [picked, setPicked] = useState<Coordinates | null>(null);
  const zoneParam = params.get("zone");
  const [chosenZone, setZone] = useState<string | null>(zoneParam ? canonicalZone(zoneParam) : null);
  const [local, setLocal] = useState<Fields | null>(null);
  const [shadow, setShadow] = useState(params.get("shadow") ?? "");
  const [ratio, setRatio] = useState(params.get("ratio") ?? "");
  const [margin, setMargin] = useState(params.get("margin") ?? "2");
  const [ratioMargin, setRatioMargin] = useState(params.get("spread") ?? DEFAULT_RATIO_MARGIN);
  // The clock's zone unknown (the band's question only): the date and time are read as a local clock's.
  const [zoneUnknown, setZoneUnknown] = useState(params.get("anyzone") === "1");
  const unknownZone = chosenZone === null && zoneParam !== null && !isKnownZone(zoneParam) ? zoneParam : null;
  // The address's time when it could not be read: said beside the field, which shows now instead.
  const [unreadTime, setUnreadTime] = useState<string | null>(null);
  const { Temporal, visitorZone } = useClockTools();
  const zone = chosenZone ?? visitorZone;
  const timeParam = params.get("time");

  // The time field is filled once the zone is known: the address's time, or now.
  useEffect(() => {
    if (Temporal === null || zone === null || local !== null) return;
    const fromAddress = fieldsFromAddress(Temporal, timeParam, zone);
    if (fromAddress === null && timeParam !== null) setUnreadTime(timeParam);
    setLocal(fromAddress ?? fieldsOfNow(Temporal, zone));
  }, [Temporal, zone, local, timeParam]);

  const placeInput = readPlaceInput(placeText);
  const place =
    picked !== null
      ? ({ ok: true, place: picked } as const)
      : placeInput.kind === "coordinates"
        ? ({ ok: true, place: placeInput.place } as const)
        : ({ ok: false } as const);
  const date = parseDate(local?.date ?? "");
  const clock = parseClock(local?.clock ?? "");
  const time =
    Temporal && zone && date.ok && clock.ok
      ? resolveTime(Temporal, { ...date.value, ...clock.value }, zone)
      : null;
  const question = parseShadowInput(shadow, ratio, margin);
  const bandInput = parseBandInput(ratio, ratioMargin);
  // The band needs a length; a direction narrows it, unless the direction's fields cannot be read.
  const bandQuery: BandQuery | null =
    time !== null && bandInput?.ok === true && question?.ok !== false
      ? {
          atMs: zoneUnknown ? time.wallMs : time.atMs,
          ...(zoneUnknown && { zoneUnknown }),
          ratio: bandInput.ratio,
          ratioTolerance: bandInput.ratioTolerance,
          ...(question?.ok === true && {
            direction: { degrees: question.direction, tolerance: question.tolerance },
          }),
        }
      : null;

  useAddressState(
    {
      lat: place.ok ? String(Math.round(place.place.lat * 1e6) / 1e6) : undefined,
      lon: place.ok ? String(Math.round(place.place.lon * 1e6) / 1e6) : undefined,
      time: time?.iso,
      zone: chosenZone ?? undefined,
      shadow: shadow.trim() || undefined,
      ratio: ratio.trim() || undefined,
      margin: margin.trim() === "2" ? undefined : margin.trim(),
      spread: ratioMargin.trim() === DEFAULT_RATIO_MARGIN ? undefined : ratioMargin.trim(),
      anyzone: zoneUnknown ? "1" : undefined,
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
    setPlaceText: (text: string) => {
      setPicked(null);
      setPlaceText(text);
    },
    /** A place picked from the list: its name in the field, its coordinates for the sun. */
    pickPlace: (label: string, at: Coordinates) => {
      setPicked(at);
      setPlaceText(label);
    },
    picked: picked !== null,
    pickedCoordinates: picked,
    placeInput,
    place,
    dateText: local?.date ?? "",
    clockText: local?.clock ?? "",
    setDateText: (text: string) => {
      setUnreadTime(null);
      setLocal((fields) => ({ clock: fields?.clock ?? "", date: text }));
    },
    setClockText: (text: string) => {
      setUnreadTime(null);
      setLocal((fields) => ({ date: fields?.date ?? "", clock: text }));
    },
    /** Why a time field cannot be read, once the fields are filled. */
    dateProblem: local !== null && !date.ok ? date.problem : null,
    clockProblem: local !== null && !clock.ok ? clock.problem : null,
    unreadTime,
    unknownZone,
    setNow: () => {
      if (Temporal === null || zone === null) return;
      setUnreadTime(null);
      setLocal(fieldsOfNow(Temporal, zone));
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
    ratioMargin,
    setRatioMargin,
    zoneUnknown,
    setZoneUnknown,
    question,
    bandInput,
    bandQuery,
    computed,
  };
}

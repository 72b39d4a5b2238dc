import { zoneAbbreviation } from "#app/features/time-zones/logic/zone-offset.ts";
import type { ClockParts, DateParts } from "#app/lib/dates/date-input.ts";
import type { TemporalApi } from "#app/lib/dates/temporal.ts";

/** One zone's reading of the instant: its wall clock, offset and abbreviation then. */
export interface ZoneReading {
  zone: string;
  /** The wall clock there, ISO without offset: "2026-07-01T14:00:00". */
  wall: string;
  offset: string;
  abbreviation: string | null;
  /** Its calendar day minus the source's: -1 the day before, +1 the day after. */
  dayShift: number;
}

/** A change of a zone's clocks: from what wall time to what, in ISO "HH:MM". */
export interface ClockChange {
  from: string;
  to: string;
}

/** How the typed wall time maps to instants in its zone. */
export type SourceReading =
  | { kind: "exact" }
  /** The wall time was skipped when clocks went forward; read as the time after the jump. */
  | { kind: "gap"; change: ClockChange }
  /** The wall time happened twice when clocks went back; `chosen` is the reading shown. */
  | { kind: "overlap"; change: ClockChange; offsets: [string, string]; chosen: 0 | 1 };

export interface Conversion {
  epochMs: number;
  source: SourceReading;
  readings: ZoneReading[];
}

export interface ConversionInput {
  date: DateParts;
  clock: ClockParts;
  /** An offset that picks one of the two readings of a time that happens twice ("+01:00"). */
  offset?: string;
  from: string;
  /** Zones to show it in, each known to the runtime (the caller checks). */
  to: readonly string[];
}

const hhmm = (time: { hour: number; minute: number }) =>
  `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;

/**
 * A wall time in one zone, shown in others. A time that does not exist there (skipped by a change to
 * summer time) is read as the time after the jump, as Temporal's "compatible" reading does, and said;
 * a time that happens twice offers both readings and shows the first unless `offset` names the second.
 */
export function convert(Temporal: TemporalApi, input: ConversionInput): Conversion {
  const wall = Temporal.PlainDateTime.from({ ...input.date, ...input.clock });
  const earlier = wall.toZonedDateTime(input.from, { disambiguation: "earlier" });
  const later = wall.toZonedDateTime(input.from, { disambiguation: "later" });
  let source: SourceReading = { kind: "exact" };
  let instant = earlier;
  if (earlier.epochNanoseconds !== later.epochNanoseconds) {
    // The clock change nearest before the later reading, read on both sides: the wall time just
    // before it (in the old offset) and just after it.
    const transition = later.getTimeZoneTransition("previous") ?? later;
    const change = {
      from: hhmm(transition.toInstant().toZonedDateTimeISO(earlier.offset)),
      to: hhmm(transition),
    };
    const twice = earlier.toPlainDateTime().equals(wall) && later.toPlainDateTime().equals(wall);
    if (twice) {
      const chosen = input.offset === later.offset ? 1 : 0;
      source = { kind: "overlap", change, offsets: [earlier.offset, later.offset], chosen };
      instant = chosen === 1 ? later : earlier;
    } else {
      source = { kind: "gap", change };
      instant = wall.toZonedDateTime(input.from, { disambiguation: "compatible" });
    }
  }
  const epochMs = instant.epochMilliseconds;
  const readings = [input.from, ...input.to].map((zone) => {
    const there = instant.withTimeZone(zone);
    return {
      zone,
      wall: there.toPlainDateTime().toString({ smallestUnit: "second" }),
      offset: there.offset,
      abbreviation: zoneAbbreviation(zone, epochMs),
      dayShift: there.toPlainDate().since(wall.toPlainDate()).days,
    };
  });
  return { epochMs, source, readings };
}

import { defaultZones, isKnownZone, zoneAsTyped } from "#app/features/time-zones/logic/zone-id.ts";
import type { Language } from "#app/i18n/languages.ts";
import {
  type ClockProblem,
  type DateProblem,
  formatIsoClock,
  formatIsoDate,
  parseClock,
  parseDate,
} from "#app/lib/dates/date-input.ts";
import { loadTemporal } from "#app/lib/dates/temporal.ts";
import { readAddress } from "../logic/address.ts";
import { type Conversion, convert } from "../logic/convert.ts";

/** What the converter's screen shows: its fields as typed, what is wrong with them, the answer. */
export interface ConverterView {
  date: string;
  clock: string;
  offset?: string;
  from: string;
  to: string[];
  problems: { date?: DateProblem; clock?: ClockProblem; from?: "unknown_zone" };
  /** Zones of the list this browser's time zone data does not know. */
  unknownZones: string[];
  /** Null when a field is wrong: the fields keep their values and say why. */
  conversion: Conversion | null;
  /** The address named no source zone and the visitor's was not known here (the server). */
  awaitsVisitorZone: boolean;
}

/**
 * The converter for an address: on the server (`visitor` unknown, so UTC stands in until the browser
 * says its own) and in the browser. Missing inputs take their defaults: now, the
 * visitor's zone, then UTC and the page language's zones.
 */
export async function loadConverter(
  params: URLSearchParams,
  lang: Language,
  visitor: string | null,
): Promise<ConverterView> {
  const Temporal = await loadTemporal();
  const address = readAddress(params);
  // An address may name a zone by an older name (Asia/Saigon): the page names it one way.
  const from = zoneAsTyped(address.from ?? visitor ?? "UTC");
  const to = [
    ...new Set(
      address.to?.map(zoneAsTyped) ?? defaultZones(lang, visitor ?? from).filter((zone) => zone !== from),
    ),
  ];
  let { date, clock } = address;
  if (!date && !clock && isKnownZone(from)) {
    const now = Temporal.Now.plainDateTimeISO(from);
    date = formatIsoDate(now);
    clock = formatIsoClock({ hour: now.hour, minute: now.minute, second: 0 });
  }
  const parsedDate = parseDate(date);
  // A date alone means its midnight.
  const parsedClock = clock ? parseClock(clock) : parseClock("00:00");
  const problems: ConverterView["problems"] = {
    ...(parsedDate.ok ? {} : { date: parsedDate.problem }),
    ...(parsedClock.ok ? {} : { clock: parsedClock.problem }),
    ...(isKnownZone(from) ? {} : { from: "unknown_zone" as const }),
  };
  const known = to.filter(isKnownZone);
  const conversion =
    parsedDate.ok && parsedClock.ok && !problems.from
      ? convert(Temporal, {
          date: parsedDate.value,
          clock: parsedClock.value,
          offset: address.offset,
          from,
          to: known,
        })
      : null;
  return {
    date,
    clock,
    ...(address.offset ? { offset: address.offset } : {}),
    from,
    to,
    problems,
    unknownZones: to.filter((zone) => !known.includes(zone)),
    conversion,
    awaitsVisitorZone: address.from === undefined && visitor === null,
  };
}

import { splitDateTime } from "#app/lib/dates/date-input.ts";

/**
 * The converter's inputs as its address holds them, `?time=2026-07-01T09:00&from=Europe/Paris&
 * to=Asia/Ho_Chi_Minh,UTC`, as typed (checked later, so a bad value is shown back, not lost). An offset
 * after the time picks one reading of a time that happens twice: `time=2026-10-25T02:30+01:00`.
 */
export interface ConverterAddress {
  date: string;
  clock: string;
  offset?: string;
  /** Absent: the visitor's zone. */
  from?: string;
  /** Absent: the default zones; `to=` (empty): none. */
  to?: string[];
}

/** More zones than anyone compares at once: the rest of a longer list is dropped. */
export const MAX_ZONES = 24;

export function readAddress(params: URLSearchParams): ConverterAddress {
  // The form's own fields, date and clock, when it was sent without JavaScript.
  const time = params.get("time") ?? [params.get("date"), params.get("clock")].filter(Boolean).join("T");
  const { date, clock: clockAndOffset } = splitDateTime(time);
  // A "+" left unescaped in an address arrives as a space: "02:30 01:00" is "02:30+01:00".
  const offsetMatch = /(?:^|(?<=\d))(Z|[+\- ]\d{2}:\d{2})$/.exec(clockAndOffset);
  const offset = offsetMatch?.[1]?.replace(/^ /, "+").replace(/^Z$/, "+00:00");
  const clock = offsetMatch ? clockAndOffset.slice(0, offsetMatch.index) : clockAndOffset;
  const from = params.get("from")?.trim();
  const to = params.get("to");
  return {
    date,
    clock,
    ...(offset ? { offset } : {}),
    ...(from ? { from } : {}),
    ...(to !== null
      ? {
          to: [
            ...new Set(
              to
                .split(",")
                .map((zone) => zone.trim())
                .filter(Boolean),
            ),
          ].slice(0, MAX_ZONES),
        }
      : {}),
  };
}

/** The address's query for these inputs, kept readable ("/", "," and ":" unescaped). */
export function writeAddress(
  address: Required<Omit<ConverterAddress, "offset">> & { offset?: string },
): string {
  const time = `${address.date}${address.clock ? `T${address.clock}` : ""}${address.offset ?? ""}`;
  const readable = (value: string) =>
    encodeURIComponent(value).replace(/%2F/g, "/").replace(/%2C/g, ",").replace(/%3A/g, ":");
  return `?time=${readable(time)}&from=${readable(address.from)}&to=${readable(address.to.join(","))}`;
}

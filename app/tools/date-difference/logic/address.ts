import { splitDateTime } from "#app/lib/dates/date-input.ts";

/**
 * The tool's inputs as its address holds them, as typed (checked later, so a bad value is shown back):
 * `?from=2024-02-28&to=2024-03-01`, with optional times (`from=2024-02-28T09:00`) and zones
 * (`fromZone=Europe/Paris&toZone=Asia/Ho_Chi_Minh`), and the "add or subtract" part:
 * `base=2024-01-31&op=add&months=1`.
 */
export interface DifferenceFields {
  fromDate: string;
  fromClock: string;
  fromZone: string;
  toDate: string;
  toClock: string;
  toZone: string;
  base: string;
  op: "add" | "subtract";
  years: string;
  months: string;
  weeks: string;
  days: string;
}

export const AMOUNT_FIELDS = ["years", "months", "weeks", "days"] as const;

export function readFields(params: URLSearchParams): DifferenceFields {
  const get = (name: string) => params.get(name)?.trim() ?? "";
  // The form's own fields (fromDate, fromClock…) when it was sent without JavaScript.
  const end = (side: "from" | "to") =>
    params.has(side) ? splitDateTime(get(side)) : { date: get(`${side}Date`), clock: get(`${side}Clock`) };
  const from = end("from");
  const to = end("to");
  return {
    fromDate: from.date,
    fromClock: from.clock,
    fromZone: get("fromZone"),
    toDate: to.date,
    toClock: to.clock,
    toZone: get("toZone"),
    base: get("base"),
    op: get("op") === "subtract" ? "subtract" : "add",
    years: get("years"),
    months: get("months"),
    weeks: get("weeks"),
    days: get("days"),
  };
}

/** The address's query for these fields: empty ones left out, "/" and ":" kept readable. */
export function writeFields(fields: DifferenceFields): string {
  const join = (date: string, clock: string) => (clock ? `${date}T${clock}` : date);
  const entries: [string, string][] = [
    ["from", join(fields.fromDate, fields.fromClock)],
    ["to", join(fields.toDate, fields.toClock)],
    ["fromZone", fields.fromZone],
    ["toZone", fields.toZone],
    ["base", fields.base],
    ["op", fields.base && fields.op === "subtract" ? "subtract" : ""],
    ...AMOUNT_FIELDS.map((name) => [name, fields[name]] as [string, string]),
  ];
  const query = entries
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2F/g, "/").replace(/%3A/g, ":")}`)
    .join("&");
  return `?${query}`;
}

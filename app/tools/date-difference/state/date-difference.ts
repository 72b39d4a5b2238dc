import { isKnownZone, zoneAsTyped } from "#app/features/time-zones/logic/zone-id.ts";
import {
  type ClockProblem,
  type DateProblem,
  type Parsed,
  parseClock,
  parseDate,
} from "#app/lib/dates/date-input.ts";
import { loadTemporal } from "#app/lib/dates/temporal.ts";
import { type Amounts, type Shifted, shiftDate } from "../logic/add-duration.ts";
import { AMOUNT_FIELDS, type DifferenceFields, readFields } from "../logic/address.ts";
import { type Difference, difference, type Moment } from "../logic/difference.ts";

export type FieldProblem = DateProblem | ClockProblem | { code: "unknown_zone" } | { code: "amount_format" };

/** What the screen shows: the fields as typed, what is wrong with each, and the answers that could be had. */
export interface DifferenceView {
  fields: DifferenceFields;
  problems: Partial<Record<keyof DifferenceFields, FieldProblem>>;
  difference: Difference | null;
  shifted: Shifted | null;
}

/** The largest number of each unit that can be added: far beyond any real question, within Intl's years. */
export const MAX_AMOUNT = 9999;

/** The tool's answers for an address, the same on the server (first paint) and in the browser. */
export async function loadDifference(params: URLSearchParams): Promise<DifferenceView> {
  const typed = readFields(params);
  // An address may name a zone by an older name (Asia/Saigon): the page names it one way.
  const fields = { ...typed, fromZone: zoneAsTyped(typed.fromZone), toZone: zoneAsTyped(typed.toZone) };
  const problems: DifferenceView["problems"] = {};
  const check = <T, P extends FieldProblem>(
    name: keyof DifferenceFields,
    parsed: Parsed<T, P>,
  ): T | undefined => {
    if (parsed.ok) return parsed.value;
    problems[name] = parsed.problem;
    return undefined;
  };
  const moment = (side: "from" | "to"): Moment | undefined => {
    const dateText = fields[`${side}Date`];
    const clockText = fields[`${side}Clock`];
    const zone = fields[`${side}Zone`];
    if (!dateText) return undefined;
    const date = check(`${side}Date`, parseDate(dateText));
    const clock = clockText ? check(`${side}Clock`, parseClock(clockText)) : undefined;
    if (zone && !isKnownZone(zone)) problems[`${side}Zone`] = { code: "unknown_zone" };
    if (!date || (clockText && !clock) || problems[`${side}Zone`]) return undefined;
    return { date, ...(clock ? { clock } : {}), ...(zone ? { zone } : {}) };
  };
  const first = moment("from");
  const second = moment("to");

  const base = fields.base ? check("base", parseDate(fields.base)) : undefined;
  const amounts: Partial<Amounts> = {};
  for (const name of AMOUNT_FIELDS) {
    const text = fields[name];
    if (text === "") amounts[name] = 0;
    else if (/^\d{1,4}$/.test(text) && Number(text) <= MAX_AMOUNT) amounts[name] = Number(text);
    else problems[name] = { code: "amount_format" };
  }
  const amountsOk = AMOUNT_FIELDS.every((name) => amounts[name] !== undefined);

  const needsTemporal = (first && second) || (base && amountsOk);
  const Temporal = needsTemporal ? await loadTemporal() : undefined;
  return {
    fields,
    problems,
    difference: Temporal && first && second ? difference(Temporal, first, second) : null,
    shifted:
      Temporal && base && amountsOk
        ? shiftDate(Temporal, base, fields.op === "subtract" ? -1 : 1, amounts as Amounts)
        : null,
  };
}

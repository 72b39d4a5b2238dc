// What other tools may use of the time zone converter in any code, browser included (decision 019): how
// its result reads in a case (the case file's summaries).
export { timeZoneConverterSummaries } from "./logic/evidence-summary.ts";

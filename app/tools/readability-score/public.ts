// What other tools may use of the readability score in any code, browser included (decision 019): how
// its result reads in a case (the case file's summaries).
export { readabilitySummaries } from "./logic/evidence-summary.ts";

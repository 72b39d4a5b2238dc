// What other tools may use of the sun position tool in any code, browser included (decision 019): how
// its result reads in a case (the case file's summaries).
export { sunPositionSummaries } from "./logic/evidence-summary.ts";

// What other tools may use of the page capture in any code, browser included (decision 019): how its
// results read in a case (the case file's summaries).
export { pageCaptureSummaries } from "./logic/evidence-summary.ts";

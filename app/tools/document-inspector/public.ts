// What other tools may use of the document inspector in any code, browser included (decision 019): how
// its results read in a case (the case file's summaries).
export { documentInspectorSummaries } from "./logic/evidence-summary.ts";

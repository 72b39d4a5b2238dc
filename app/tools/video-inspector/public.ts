// What other tools may use of the video inspector in any code, browser included (decision 019): how its
// results read in a case (the case file's summaries).
export { videoInspectorSummaries } from "./logic/evidence-summary.ts";

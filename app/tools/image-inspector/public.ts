// What other tools may use of the image inspector in any code, browser included (decision 019): how its
// results read in a case (the case file's summaries).
export { imageInspectorSummaries } from "./logic/evidence-summary.ts";

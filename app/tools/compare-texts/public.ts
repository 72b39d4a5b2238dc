// What other tools may use of compare texts in any code, browser included (decision 019): how its
// result reads in a case (the case file's summaries).
export { compareTextsSummaries } from "./logic/evidence-summary.ts";

// What other tools may use of link analytics in any code, browser included (decision 019): how its
// result reads in a case (the case file's summaries).
export { linkAnalyticsSummaries } from "./logic/evidence-summary.ts";

// What other tools may use of the link investigator in any code, browser included (decision 019): how
// its result reads in a case (the case file's summaries).
export { linkInvestigatorSummaries } from "./logic/evidence-summary.ts";

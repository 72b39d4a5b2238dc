// What other tools may use of hidden characters in any code, browser included (decision 019): how its
// result reads in a case (the case file's summaries).
export { hiddenCharactersSummaries } from "./logic/evidence-summary.ts";

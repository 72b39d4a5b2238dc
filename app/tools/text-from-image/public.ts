// What other tools may use of Text from Image in any code, browser included (decision 019): how its
// result reads in a case (the case file's summaries).
export { textFromImageSummaries } from "./logic/evidence-summary.ts";

// What other tools may use of the timestamp decoder in any code, browser included (decision 019): how
// its result reads in a case (the case file's summaries).
export { timestampDecoderSummaries } from "./logic/evidence-summary.ts";

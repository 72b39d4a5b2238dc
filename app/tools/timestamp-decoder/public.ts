// What other tools may use of the timestamp decoder in any code, browser included (decision 019): how
// its result reads in a case (the case file's summaries), and whether an address is a post's whose ID it
// can date, so that a tool which finds links (text from image) offers "Find its date" for them.
export { timestampDecoderSummaries } from "./logic/evidence-summary.ts";
export { postFromUrl } from "./logic/post-url.ts";

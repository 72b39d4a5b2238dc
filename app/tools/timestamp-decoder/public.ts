// What other tools may use of the timestamp decoder (decision 019): whether an address is a post's whose
// ID it can date, so that a tool which finds links (text from image) offers "Find its date" for them.
export { postFromUrl } from "./logic/post-url.ts";

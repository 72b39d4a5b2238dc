// What other tools may use of the link investigator's server part (decision 019): its engine, which follows
// a link hop by hop through the SSRF guard. The engine needs only the platform's fetch rules and page
// reader, so a tool started before the investigator (the shortener, whose threat rules the investigator's
// service uses) can follow links with it too.
export type { Hop, Report } from "../logic/report.ts";
export { type InvestigateOptions, investigate, MAX_HOPS } from "./investigate.ts";

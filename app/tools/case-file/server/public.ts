// What other tools may use of the case file's server part (decision 019): its services' types (the page
// capture has each capture stamped by the same time-stamp authorities); the rest of this folder is its own.
export type { CaseFileServices } from "./index.ts";

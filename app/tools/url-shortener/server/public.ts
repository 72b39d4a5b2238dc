// What other tools may use of the URL shortener's server part (decision 019); the rest of this folder is
// the shortener's own. Its browser-safe surface is ../public.ts.
export { errorBody, rateLimitedBody } from "./api.ts";
export type { ClickEvent, VisitFigures, VisitRequest } from "./click-recorder.ts";
export type { ShortenerServices } from "./index.ts";
export { bearerKey } from "./rules/manage-key.ts";
export type { Shortener } from "./service.ts";
export type { VisitHook } from "./visit-hook.ts";
export { isPersonAgent } from "./visitor.ts";

import type { ErrorBody, publicLink, ShortenSuccessBody } from "../server/api.ts";

/** A short link as the page and GET /api/short-links/recent show it. */
export type PublicShortLink = ReturnType<typeof publicLink>;

/** The answer to a shorten request, as the API sends it (server/api.ts). */
export type ShortenAnswer = ShortenSuccessBody | ErrorBody;

// A short link made here, as a case says it: the short link, where it leads, when it was made, and that
// it vouches for nothing on the destination page.
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { fields, instantOf, known, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";
import type { ShortenSuccessBody } from "./types.ts";

/** What "Add to case" keeps of a new or existing short link: never its management key. */
export function shortenedLinkResult(answer: ShortenSuccessBody) {
  return {
    shortUrl: answer.shortenedUrl,
    previewUrl: answer.internalUrl,
    destination: answer.originalUrl,
    createdAt: answer.createdAt,
    unlisted: answer.unlisted,
  };
}

const summarizeShortenedLink: Summarizer = (result, { t, language }) => {
  const link = fields(result);
  const created = instantOf(link.createdAt);
  return {
    lines: known([
      { label: t("shortUrl"), value: textOf(link.shortUrl) ?? "" },
      { label: t("destination"), value: textOf(link.destination) ?? "" },
      created && { label: t("createdAt"), value: formatUtc(language, created) },
    ]),
    limits: t("limits"),
  };
};

export const urlShortenerSummaries = { "shortened-link": summarizeShortenedLink };

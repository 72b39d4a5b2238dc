import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc, formatWallDate } from "#app/lib/dates/format-date.ts";
import type { DeclaredFacts as Facts, PlatformFacts as Platform } from "../logic/media-listing.ts";

/** A date as the page or platform wrote it, in the reader's language when it reads as one. */
function dateText(lang: Language, text: string): string {
  // A day alone is a day, not its midnight in UTC.
  if (text.length === 10 && !Number.isNaN(Date.parse(text))) return formatWallDate(lang, text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? text : formatUtc(lang, at);
}

/** Characters of a value shown before the rest is folded away (a platform's description can be pages long). */
const FOLD_AFTER = 280;

function Shortened({ text }: { text: string }) {
  if (text.length <= FOLD_AFTER) return text;
  return (
    <details>
      <summary className="cursor-pointer">{`${text.slice(0, FOLD_AFTER)}…`}</summary>
      {text}
    </details>
  );
}

function FactList({
  heading,
  rows,
  caveat,
}: {
  heading: string;
  rows: [string, string | undefined][];
  caveat: string;
}) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return null;
  return (
    <div className="grid min-w-0 gap-2 rounded-md bg-muted/50 p-3 text-sm">
      <p className="font-medium">{heading}</p>
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              <Shortened text={value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground">{caveat}</p>
    </div>
  );
}

/** What a page's JSON-LD says of a media object: the page's claims, said to be no more than that. */
export function DeclaredFacts({ facts }: { facts: Facts }) {
  const { t, i18n } = useTranslation("media_from_link");
  return (
    <FactList
      heading={t("declared.heading")}
      rows={[
        [t("declared.name"), facts.name],
        [t("declared.uploadDate"), facts.uploadDate && dateText(i18n.language, facts.uploadDate)],
        [t("declared.author"), facts.author],
        [t("declared.duration"), facts.duration],
        [t("declared.description"), facts.description],
      ]}
      caveat={t("declared.caveat")}
    />
  );
}

/** What a platform told yt-dlp of a post: the platform's claims, said to be no more than that. */
export function PlatformFacts({ facts }: { facts: Platform }) {
  const { t, i18n } = useTranslation("media_from_link");
  return (
    <FactList
      heading={t("platform.heading")}
      rows={[
        [t("platform.title"), facts.title],
        [t("platform.uploader"), facts.uploader],
        [t("platform.uploadDate"), facts.uploadDate && dateText(i18n.language, facts.uploadDate)],
        [t("platform.originalUrl"), facts.webpageUrl ?? facts.originalUrl],
        [t("platform.description"), facts.description],
      ]}
      caveat={t("platform.caveat")}
    />
  );
}

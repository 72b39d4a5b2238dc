import { useCallback, useState } from "react";
import { qrFileName } from "#app/features/qr-code/options.ts";
import { QrPanel } from "#app/features/qr-code/QrPanel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { useMediaQuery } from "#app/lib/theme/use-media-query.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { shownPercent } from "../logic/countdown.ts";
import { statsPagePath } from "../logic/short-slug.ts";
import type { DestinationChange, LinkChain } from "../server/short-link-record.ts";
import { DestinationHistory } from "./DestinationHistory.tsx";
import { LinkImage } from "./LinkImage.tsx";
import { useCountdown } from "./use-countdown.ts";

export interface PreviewLink {
  title: string | null;
  description: string | null;
  ogImage: string | null;
  favicon: string | null;
  originalUrl: string;
  /** Where the countdown leads: the short URL, marked so that this onward hop is not counted again. */
  redirectTo: string;
  shortenedUrl: string;
  /** What was checked of its redirects when it was shortened. */
  chain: LinkChain;
  /** Its changes of destination, public so that a link cannot quietly lead elsewhere. */
  history: DestinationChange[];
}

/**
 * The preview: what the link leads to and what was checked of it, a five-second countdown that holds as
 * soon as the visitor does anything on the page, and ways to look closer or to go at once.
 */
export function ShortLinkPreview({ link }: { link: PreviewLink }) {
  const { t } = useTranslation("url_shortener");
  const localized = useLocalizedPath();
  const go = useCallback(() => window.location.assign(link.redirectTo), [link.redirectTo]);
  // Looking at the QR code holds the countdown: nobody can scan or download it in five seconds.
  const [qrOpen, setQrOpen] = useState(false);
  const countdown = useCountdown(go, qrOpen);
  const { secondsLeft, done, started, paused } = countdown;
  const percent = shownPercent(countdown.percent, useMediaQuery("(prefers-reduced-motion: reduce)"));

  const title = link.title || link.originalUrl;
  const { chain } = link;
  const landsElsewhere = chain.checked === true && chain.finalUrl !== link.originalUrl;
  return (
    <Card className="mx-auto max-w-2xl overflow-hidden">
      {/* Without JavaScript the browser still leaves after five seconds. With it the countdown decides,
          and holds while the visitor acts: a refresh in the head would leave regardless. */}
      <noscript>
        <meta httpEquiv="refresh" content={`5;url=${link.redirectTo}`} />
      </noscript>
      <LinkImage link={link} className="h-56 w-full" />
      <div className="p-6 sm:p-8">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {link.description && <p className="mt-3 line-clamp-3 text-muted-foreground">{link.description}</p>}
        <dl className="mt-4 grid gap-1 break-all text-sm text-muted-foreground">
          <div>
            <dt className="inline font-medium text-foreground">{t("preview.destination")}</dt>{" "}
            <dd className="inline" data-testid="destination">
              {link.originalUrl}
            </dd>
          </div>
          {landsElsewhere && (
            <div>
              <dt className="inline font-medium text-foreground">{t("preview.landsOn")}</dt>{" "}
              <dd className="inline" data-testid="final-destination">
                {chain.finalUrl} {t("preview.afterRedirects", { count: chain.redirects })}
              </dd>
            </div>
          )}
        </dl>
        <ChainNote chain={chain} />
        <DestinationHistory history={link.history} className="mt-4" />
        <div className="mt-6 rounded-lg border p-4">
          {/* The longest message sizes the line, so pausing moves nothing under the pointer: a button that
              jumped between press and release would lose the click that paused the countdown. */}
          <div className="grid">
            <p role="status" aria-live="polite" className="text-sm font-medium [grid-area:1/1]">
              {!started
                ? t("preview.loading")
                : done
                  ? t("preview.redirecting")
                  : qrOpen
                    ? t("preview.paused")
                    : paused
                      ? t("preview.pausedByVisitor")
                      : t("preview.countdown", { count: secondsLeft })}
            </p>
            <p aria-hidden="true" className="invisible text-sm font-medium [grid-area:1/1]">
              {t("preview.pausedByVisitor")}
            </p>
          </div>
          <Button
            ref={countdown.control}
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={countdown.toggle}
            disabled={!started || done}
          >
            <Icon name={paused ? "play" : "pause"} />
            {paused ? t("preview.resume") : t("preview.pause")}
          </Button>
          <div
            role="progressbar"
            aria-label={t("preview.redirectedTo")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width] duration-100 ease-linear motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            {t("preview.redirectedTo")}{" "}
            <span className="break-all font-medium text-foreground">{link.shortenedUrl}</span>
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href={`${localized("/tools/link-investigator")}?url=${encodeURIComponent(link.originalUrl)}`}
            className={buttonClasses("outline", "lg", "w-full sm:w-auto")}
          >
            <Icon name="scan-search" />
            {t("preview.investigate")}
          </a>
          <Button size="lg" className="w-full sm:w-auto" onClick={go}>
            {t("preview.go")}
            <Icon name="external-link" />
          </Button>
        </div>
        <details
          className="mt-6 rounded-md border p-4"
          onToggle={(event) => setQrOpen(event.currentTarget.open)}
        >
          <summary className="cursor-pointer font-medium">{t("preview.qrCode")}</summary>
          <QrPanel
            text={link.shortenedUrl}
            fileName={qrFileName(link.shortenedUrl)}
            hideHeading
            className="mt-4"
          />
        </details>
        <a
          href={localized(statsPagePath(link.shortenedUrl))}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <Icon name="chart-line" />
          {t("preview.stats")}
        </a>
      </div>
    </Card>
  );
}

/** What was checked of the link when it was shortened, in words: no more than was checked. */
function ChainNote({ chain }: { chain: LinkChain }) {
  const { t } = useTranslation("url_shortener");
  const text =
    chain.checked === true
      ? chain.redirects === 0
        ? t("preview.checkedDirect")
        : t("preview.checkedChain", { count: chain.redirects })
      : chain.checked === false
        ? t("preview.unchecked")
        : t("preview.uncheckedOlder");
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground" data-testid="chain-note">
      <Icon
        name={chain.checked === true ? "shield-check" : "shield-alert"}
        className="mt-0.5 size-4 shrink-0 text-primary"
      />
      {text}
    </p>
  );
}

import { useCallback, useState } from "react";
import { qrFileName } from "../../../features/qr-code/options.ts";
import { QrPanel } from "../../../features/qr-code/QrPanel.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useLocalizedPath } from "../../../i18n/use-localized-path.ts";
import { Button, buttonClasses } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { statsPagePath } from "../logic/short-slug.ts";
import type { DestinationChange } from "../server/repository.ts";
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
  /** Its changes of destination, public so that a link cannot quietly lead elsewhere. */
  history: DestinationChange[];
}

/** The preview: what the link leads to, a five-second countdown, and a way to go at once. */
export function ShortLinkPreview({ link }: { link: PreviewLink }) {
  const { t } = useTranslation("url_shortener");
  const localized = useLocalizedPath();
  const go = useCallback(() => window.location.assign(link.redirectTo), [link.redirectTo]);
  // Looking at the QR code holds the countdown: nobody can scan or download it in five seconds.
  const [qrOpen, setQrOpen] = useState(false);
  const { secondsLeft, percent, done, started } = useCountdown(go, qrOpen);

  const title = link.title || link.originalUrl;
  return (
    <Card className="mx-auto max-w-2xl overflow-hidden">
      {/* Without JavaScript the browser still leaves after five seconds. With it the countdown decides,
          and holds while the QR code is open: a refresh in the head would leave regardless. */}
      <noscript>
        <meta httpEquiv="refresh" content={`5;url=${link.redirectTo}`} />
      </noscript>
      <LinkImage link={link} className="h-56 w-full" />
      <div className="p-6 sm:p-8">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {link.description && <p className="mt-3 line-clamp-3 text-muted-foreground">{link.description}</p>}
        <p className="mt-4 break-all text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{t("preview.destination")}</span> {link.originalUrl}
        </p>
        <DestinationHistory history={link.history} className="mt-4" />
        <div className="mt-6">
          <p role="status" aria-live="polite" className="text-sm font-medium">
            {!started
              ? t("preview.loading")
              : qrOpen && !done
                ? t("preview.paused")
                : done
                  ? t("preview.redirecting")
                  : t("preview.countdown", { count: secondsLeft })}
          </p>
          <div
            role="progressbar"
            aria-label={t("preview.redirectedTo")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width] duration-100 ease-linear"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          {t("preview.redirectedTo")}{" "}
          <span className="break-all font-medium text-foreground">{link.shortenedUrl}</span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="w-full sm:w-auto" onClick={go}>
            {t("preview.go")}
            <Icon name="external-link" />
          </Button>
          <a
            href={`${localized("/tools/link-investigator")}?url=${encodeURIComponent(link.originalUrl)}`}
            className={buttonClasses("outline", "lg", "w-full sm:w-auto")}
          >
            <Icon name="scan-search" />
            {t("preview.investigate")}
          </a>
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
        <p className="mt-6 flex items-center gap-2 text-xs text-muted-foreground">
          <Icon name="shield-check" className="size-4 text-primary" />
          {t("preview.safety")}
        </p>
        <a
          href={localized(statsPagePath(link.shortenedUrl))}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <Icon name="chart-line" />
          {t("preview.stats")}
        </a>
      </div>
    </Card>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { ListedMedia, MediaKind, MediaListing, MediaRequest } from "../logic/media-listing.ts";
import { mediaFileName } from "../logic/media-name.ts";
import { type FetchedMedia, fetchMedia, MediaFetchError } from "../state/fetch-media.ts";
import { useMediaListing } from "../state/use-media-listing.ts";
import { MediaItemCard } from "./MediaItemCard.tsx";

/** What the address field shows of a listing: busy while the page is read, or why it could not be. */
export interface ListingStatus {
  busy: boolean;
  /** An error code of the locale's `errors`. */
  error?: string;
}

type Transfer =
  | { status: "running"; item: ListedMedia; received: number; total?: number; stop: AbortController }
  | { status: "failed"; code: string };

/** The items of a listing and of yt-dlp's, as one list: the platform's own formats first. */
function itemsOf(page?: MediaListing, platform?: MediaListing): ListedMedia[] {
  return [...(platform?.items ?? []), ...(page?.items ?? [])];
}

/**
 * What the address `url` holds (the page's media and yt-dlp's formats), and the transfer of an item into
 * the host page (`onMedia`) for the kinds it reads, with its progress.
 */
export default function ListingView({
  url,
  formId,
  kinds,
  platforms,
  onStatus,
  onMedia,
  maxBytes,
}: {
  url: string;
  formId: string;
  kinds: readonly MediaKind[];
  platforms: boolean;
  onStatus: (status: ListingStatus) => void;
  onMedia?: (media: FetchedMedia) => void;
  maxBytes?: number;
}) {
  const { t, i18n } = useTranslation("media_from_link");
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const { page, platform } = useMediaListing(url, lang, platforms);
  const [transfer, setTransfer] = useState<Transfer>();
  const started = useRef<string>(undefined);

  const inspect = useCallback(
    async (item: ListedMedia, request: MediaRequest) => {
      if (!onMedia) return;
      const stop = new AbortController();
      setTransfer({ status: "running", item, received: 0, total: item.size, stop });
      // The chosen item joins the page's address: a reload or a shared link opens it again.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("media", item.url);
          for (const key of ["rendition", "format"] as const) {
            const value = request[key];
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
      try {
        const media = await fetchMedia(request, url, lang, {
          ...(maxBytes === undefined ? {} : { maxBytes }),
          signal: stop.signal,
          onProgress: (received, total) =>
            setTransfer((previous) =>
              previous?.status === "running" && previous.stop === stop
                ? { ...previous, received, total: total ?? previous.total }
                : previous,
            ),
        });
        setTransfer(undefined);
        onMedia(media);
      } catch (error) {
        if (stop.signal.aborted) return;
        setTransfer({
          status: "failed",
          code: error instanceof MediaFetchError ? error.code : "unreachable",
        });
      }
    },
    [onMedia, url, lang, maxBytes, setParams],
  );

  // An address that names its item (?media=…) opens it once its listing is in; so does an address that is
  // itself a file this page reads.
  const named = params.get("media");
  const single =
    page.status === "done" && page.listing.source === "file" ? page.listing.items[0]?.url : undefined;
  const wanted = named ?? single;
  useEffect(() => {
    if (page.status !== "done" || !wanted || started.current === `${url} ${wanted}`) return;
    const platformDone = platform.status !== "loading";
    const items = itemsOf(page.listing, platform.status === "done" ? platform.listing : undefined);
    const item = items.find((candidate) => candidate.url === wanted && kinds.includes(candidate.kind));
    if (!item && !platformDone) return;
    started.current = `${url} ${wanted}`;
    if (!item || item.refused) return;
    const rendition = params.get("rendition") ?? undefined;
    const format = params.get("format") ?? undefined;
    void inspect(item, { url: item.url, ...(rendition ? { rendition } : {}), ...(format ? { format } : {}) });
  }, [page, platform, wanted, url, kinds, params, inspect]);

  useEffect(() => {
    onStatus(
      page.status === "failed" ? { busy: false, error: page.code } : { busy: page.status === "loading" },
    );
  }, [page, onStatus]);

  const listing = page.status === "done" ? page.listing : undefined;
  const platformListing = platform.status === "done" ? platform.listing : undefined;
  const items = itemsOf(listing, platformListing);
  const running = transfer?.status === "running" ? transfer : undefined;
  const name = running && mediaFileName(running.item.url, running.item.type);
  return (
    <>
      {listing && (
        <section aria-labelledby={`${formId}-found`} className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <div className="grid gap-1">
            <h2 id={`${formId}-found`} className="text-lg font-semibold">
              {items.length === 0 ? t("listing.none") : t("listing.heading", { count: items.length })}
            </h2>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {t("listing.read", { url: listing.finalUrl, date: formatUtc(lang, listing.fetchedAt) })}
            </p>
            {listing.title && (
              <p className="text-sm [overflow-wrap:anywhere]">
                {t("listing.title", { title: listing.title })}
              </p>
            )}
          </div>
          {listing.platformNotSetUp && (
            <p className="flex items-start gap-2 rounded-lg border p-3 text-sm">
              <Icon name="info" className="mt-0.5 shrink-0" />
              {t("listing.platformNotSetUp")}
            </p>
          )}
          {platform.status === "loading" && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon name="loader-circle" className="animate-spin" />
              {t("listing.platformLooking")}
            </p>
          )}
          {platform.status === "failed" && platform.code !== "platform_unsupported" && (
            <p className="text-sm">
              {t(`errors.${platform.code}`, { defaultValue: t("errors.platform_failed") })}
            </p>
          )}
          {listing.more && <p className="text-sm">{t("listing.more", { count: listing.items.length })}</p>}
          {items.length > 0 && (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {items.map((item) => (
                <MediaItemCard
                  key={`${item.foundIn.includes("platform") ? "platform" : "page"} ${item.url}`}
                  item={item}
                  pageUrl={listing.url}
                  busy={running !== undefined}
                  {...(item.foundIn.includes("platform") && platformListing?.platform
                    ? { platform: platformListing.platform }
                    : {})}
                  {...(onMedia && kinds.includes(item.kind)
                    ? { inspect: (request: MediaRequest) => void inspect(item, request) }
                    : {})}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      {running && (
        <div role="status" className="grid gap-2 rounded-lg border p-4" data-testid="media-transfer">
          <p className="text-sm font-medium break-words">
            {running.total
              ? t("transfer.progress", {
                  name: name,
                  received: formatBytes(running.received, lang),
                  total: formatBytes(running.total, lang),
                })
              : t("transfer.progressUnknown", {
                  name: name,
                  received: formatBytes(running.received, lang),
                })}
          </p>
          <progress
            className="h-2 w-full accent-primary"
            max={running.total ?? undefined}
            value={running.total ? running.received : undefined}
            aria-label={t("transfer.label", { name: name })}
          />
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                running.stop.abort();
                setTransfer(undefined);
              }}
            >
              <Icon name="x" />
              {t("transfer.stop")}
            </Button>
          </div>
        </div>
      )}
      {transfer?.status === "failed" && (
        <p role="alert" className="flex items-start gap-2 font-medium text-destructive">
          <Icon name="triangle-alert" className="mt-0.5 shrink-0" />
          {t(`errors.${transfer.code}`, { defaultValue: t("errors.unreachable") })}
        </p>
      )}
    </>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { AddressForm } from "#app/ui/AddressForm.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { ListedMedia, MediaKind, MediaListing, MediaRequest } from "../logic/media-listing.ts";
import { mediaFileName } from "../logic/media-name.ts";
import { type FetchedMedia, fetchMedia, MediaFetchError } from "../state/fetch-media.ts";
import { useMediaListing } from "../state/use-media-listing.ts";
import { MediaItemCard } from "./MediaItemCard.tsx";

type Transfer =
  | { status: "running"; name: string; received: number; total?: number; stop: AbortController }
  | { status: "failed"; code: string };

/** The items of a listing and of yt-dlp's, as one list: the platform's own formats first. */
function itemsOf(page?: MediaListing, platform?: MediaListing): ListedMedia[] {
  return [...(platform?.items ?? []), ...(page?.items ?? [])];
}

/**
 * The address field of media from a link and what it finds: on the tool's own page (`kinds` empty: each
 * item opens in the inspector that reads it), and in the inspectors, where the items of the kinds they
 * read are streamed into them (`onMedia`). The address lives in the page's (?url=…&media=…), so a
 * finding is a link.
 */
export function MediaFromLink({
  kinds = [],
  onMedia,
  platforms,
  maxBytes,
}: {
  kinds?: readonly MediaKind[];
  onMedia?: (media: FetchedMedia) => void;
  /** Whether this server has platform downloads (yt-dlp) set up. */
  platforms: boolean;
  /** The largest file the host page reads. */
  maxBytes?: number;
}) {
  const { t, i18n } = useTranslation("media_from_link");
  const lang = i18n.language;
  const formId = useId();
  const [params, setParams] = useSearchParams();
  const url = params.get("url")?.trim() || undefined;
  const { page, platform } = useMediaListing(url, lang, platforms);
  const [transfer, setTransfer] = useState<Transfer>();
  const started = useRef<string>(undefined);

  const inspect = useCallback(
    async (item: ListedMedia, request: MediaRequest) => {
      if (!onMedia || !url) return;
      const stop = new AbortController();
      const name = mediaFileName(item.url, item.type);
      setTransfer({ status: "running", name, received: 0, total: item.size, stop });
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

  const listing = page.status === "done" ? page.listing : undefined;
  const platformListing = platform.status === "done" ? platform.listing : undefined;
  const items = itemsOf(listing, platformListing);
  const running = transfer?.status === "running" ? transfer : undefined;
  const failure =
    page.status === "failed" ? t(`errors.${page.code}`, { defaultValue: t("errors.unreachable") }) : null;

  return (
    // One column that never grows past the card: a long address or option wraps inside it.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <AddressForm
        id={formId}
        name="url"
        label={t("form.label")}
        value={url ?? ""}
        placeholder={t("form.placeholder")}
        note={t("form.note")}
        error={failure}
        submit={t("form.submit")}
        icon="search"
        busy={page.status === "loading"}
        busyLabel={t("form.submitting")}
      />
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
                  name: running.name,
                  received: formatBytes(running.received, lang),
                  total: formatBytes(running.total, lang),
                })
              : t("transfer.progressUnknown", {
                  name: running.name,
                  received: formatBytes(running.received, lang),
                })}
          </p>
          <progress
            className="h-2 w-full accent-primary"
            max={running.total ?? undefined}
            value={running.total ? running.received : undefined}
            aria-label={t("transfer.label", { name: running.name })}
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
    </div>
  );
}

import { lazy, Suspense, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { AddressForm } from "#app/ui/AddressForm.tsx";
import type { MediaKind } from "../logic/media-listing.ts";
import type { FetchedMedia } from "../state/fetch-media.ts";
import type { ListingStatus } from "./ListingView.tsx";

// What an address holds, and its transfers: loaded once there is an address, so an inspector's page does
// not carry them before one is given.
const ListingView = lazy(() => import("./ListingView.tsx"));

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
  const { t } = useTranslation("media_from_link");
  const formId = useId();
  const [params] = useSearchParams();
  const url = params.get("url")?.trim() || undefined;
  const [status, setStatus] = useState<ListingStatus>({ busy: false });
  const failure =
    url && status.error ? t(`errors.${status.error}`, { defaultValue: t("errors.unreachable") }) : null;

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
        busy={url !== undefined && status.busy}
        busyLabel={t("form.submitting")}
      />
      {url && (
        <Suspense fallback={null}>
          {/* A new address is a new listing. */}
          <ListingView
            key={url}
            url={url}
            formId={formId}
            kinds={kinds}
            platforms={platforms}
            onStatus={setStatus}
            {...(onMedia ? { onMedia } : {})}
            {...(maxBytes === undefined ? {} : { maxBytes })}
          />
        </Suspense>
      )}
    </div>
  );
}

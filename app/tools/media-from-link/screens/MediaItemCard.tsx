import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { IconName } from "#app/ui/icon-names.ts";
import {
  type ListedMedia,
  type MediaKind,
  type MediaRequest,
  mediaFileAddress,
  type PlatformFacts as Platform,
  type Rendition,
} from "../logic/media-listing.ts";
import { mediaFileName } from "../logic/media-name.ts";
import { DeclaredFacts, PlatformFacts } from "./DeclaredFacts.tsx";

const KIND_ICONS: Record<MediaKind, IconName> = {
  video: "film",
  stream: "list-video",
  audio: "music",
  image: "image",
};

/** A button whose words wrap on a phone rather than run off the card (a tool's name is long in French). */
const WRAPPING = "h-auto min-h-10 max-w-full whitespace-normal py-2 text-left";

/** Where each kind is inspected on this site. */
const INSPECTOR_OF: Partial<Record<MediaKind, "video-inspector" | "image-inspector">> = {
  video: "video-inspector",
  stream: "video-inspector",
  image: "image-inspector",
};

/** "1280 × 720 · 2.1 Mbit/s · mp4 · 12 MB": what tells renditions apart, in the reader's language. */
function renditionLabel(rendition: Rendition, language: string, best: string): string {
  const parts: string[] = [];
  if (rendition.width && rendition.height) parts.push(`${rendition.width} × ${rendition.height}`);
  if (rendition.bandwidth)
    parts.push(
      new Intl.NumberFormat(language, {
        style: "unit",
        unit: "megabit-per-second",
        maximumFractionDigits: 1,
      }).format(rendition.bandwidth / 1_000_000),
    );
  if (rendition.note) parts.push(rendition.note);
  if (rendition.ext) parts.push(rendition.ext);
  if (rendition.size) parts.push(formatBytes(rendition.size, language));
  const label = parts.join(" · ") || rendition.id;
  return best ? `${label} (${best})` : label;
}

/**
 * One item of a listing: what it is, where the page named it, what the page says of it, and what can be
 * done with it here (inspected on this page, opened in the inspector that reads it, downloaded).
 */
export function MediaItemCard({
  item,
  pageUrl,
  inspect,
  busy,
  platform,
}: {
  item: ListedMedia;
  pageUrl: string;
  /** What the platform told yt-dlp of the post, for the platform's own item. */
  platform?: Platform;
  /** Given on an inspector's page for the kinds it reads: streams the item into it. */
  inspect?: (request: MediaRequest) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation("media_from_link");
  const lang = i18n.language;
  const nameId = useId();
  const renditions = item.renditions ?? [];
  const [chosen, setChosen] = useState(renditions[0]?.id);
  const isPlatform = item.foundIn.includes("platform");
  const request: MediaRequest = {
    url: item.url,
    ...(chosen === undefined ? {} : isPlatform ? { format: chosen } : { rendition: chosen }),
  };
  const inspector = INSPECTOR_OF[item.kind];
  const others = new URLSearchParams({ url: pageUrl, media: item.url });
  if (request.format) others.set("format", request.format);
  if (request.rendition) others.set("rendition", request.rendition);
  const usable = item.refused === undefined && (item.kind !== "stream" || renditions.length > 0);
  const facts = [
    t(`kinds.${item.kind}`),
    item.type,
    item.size === undefined ? undefined : formatBytes(item.size, lang),
    item.width && item.height ? `${item.width} × ${item.height}` : undefined,
  ].filter(Boolean);

  return (
    <li
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border bg-card p-4"
      data-testid="media-item"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon name={KIND_ICONS[item.kind]} className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p id={nameId} className="font-semibold [overflow-wrap:anywhere]">
            {platform?.title ?? mediaFileName(item.url, item.type)}
          </p>
          <p className="text-sm text-muted-foreground">{facts.join(" · ")}</p>
          <p className="text-sm">
            {t("item.foundIn", {
              // A key cannot hold the namespace separator ":" (og:video is og_video).
              places: new Intl.ListFormat(lang, { type: "conjunction" }).format(
                item.foundIn.map((place) => t(`foundIn.${place.replaceAll(":", "_")}`)),
              ),
            })}
          </p>
          <p className="font-mono text-xs break-all text-muted-foreground">{item.url}</p>
        </div>
      </div>
      {item.refused && (
        <p className="flex items-start gap-2 text-sm font-medium text-destructive">
          <Icon name="triangle-alert" className="mt-0.5 shrink-0" />
          {t(`refused.${item.refused}`, { defaultValue: t("refused.unreachable") })}
        </p>
      )}
      {item.live && <p className="text-sm">{t("item.live")}</p>}
      {item.declared && <DeclaredFacts facts={item.declared} />}
      {platform && <PlatformFacts facts={platform} />}
      {usable && renditions.length > 1 && (
        <label className="grid gap-1 text-sm font-medium sm:max-w-md">
          {t("item.rendition")}
          <select
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
          >
            {renditions.map((rendition, index) => (
              <option key={rendition.id} value={rendition.id}>
                {renditionLabel(rendition, lang, index === 0 ? t("item.best") : "")}
              </option>
            ))}
          </select>
        </label>
      )}
      {usable && (
        <div className="flex flex-wrap gap-2">
          {inspect && (
            <button
              type="button"
              className={buttonClasses("default", "default", WRAPPING)}
              onClick={() => inspect(request)}
              disabled={busy}
              aria-describedby={nameId}
            >
              <Icon name="scan-eye" />
              {t(`item.inspect.${item.kind}`)}
            </button>
          )}
          {!inspect && inspector && (
            <a
              className={buttonClasses("default", "default", WRAPPING)}
              href={`/${lang}/tools/${inspector}?${others}`}
              aria-describedby={nameId}
            >
              <Icon name="scan-eye" />
              {t(`item.open.${inspector}`)}
            </a>
          )}
          <a
            className={buttonClasses("outline", "default")}
            href={mediaFileAddress(request, lang)}
            download
            aria-describedby={nameId}
          >
            <Icon name="download" />
            {t("item.download")}
          </a>
        </div>
      )}
    </li>
  );
}

import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { type ArchivedView, buildArchivedView } from "../logic/archived-view.ts";
import { readArchive } from "../logic/warc-records.ts";

type Drawn = { view: ArchivedView; screenshot: string | null } | { failed: true } | null;

/**
 * The archived page, drawn from the WACZ alone in a frame that runs no script (no `allow-scripts`):
 * its resources are blob: addresses of the archive, so nothing is fetched from the live site. The
 * addresses are let go when the view goes.
 */
export default function ArchivedPage({
  wacz,
  pageUrl,
  screenshotUrl,
}: {
  wacz: Blob;
  pageUrl: string;
  /** The rendered capture's full-page picture, a resource record of the archive. */
  screenshotUrl?: string;
}) {
  const { t } = useTranslation("page_capture");
  const [drawn, setDrawn] = useState<Drawn>(null);
  useEffect(() => {
    let objectUrls: string[] = [];
    let gone = false;
    (async () => {
      const archive = await readArchive(wacz);
      const view = await buildArchivedView(archive, pageUrl, {
        createUrl: (blob) => URL.createObjectURL(blob),
      });
      const record = screenshotUrl ? archive.find(screenshotUrl) : null;
      const picture =
        record && new Blob([(await record.body()).bytes as Uint8Array<ArrayBuffer>], { type: "image/png" });
      const screenshot = picture ? URL.createObjectURL(picture) : null;
      objectUrls = screenshot ? [...view.objectUrls, screenshot] : view.objectUrls;
      if (gone) {
        for (const url of objectUrls) URL.revokeObjectURL(url);
        return;
      }
      setDrawn({ view, screenshot });
    })().catch(() => {
      if (!gone) setDrawn({ failed: true });
    });
    return () => {
      gone = true;
      for (const url of objectUrls) URL.revokeObjectURL(url);
    };
  }, [wacz, pageUrl, screenshotUrl]);
  if (drawn === null) return null;
  const view = "view" in drawn ? drawn.view : null;
  const screenshot = "view" in drawn ? drawn.screenshot : null;
  return (
    <section aria-labelledby="archived-view-heading" className="grid gap-2">
      <h3 id="archived-view-heading" className="text-xl font-semibold">
        {t("view.heading")}
      </h3>
      {view && view.problem === null ? (
        <>
          <p className="text-sm text-muted-foreground">{t("view.note")}</p>
          {view.missing.length > 0 && (
            <p className="text-sm">{t("view.missing", { count: view.missing.length })}</p>
          )}
          <iframe
            title={t("view.frameTitle", { url: view.finalUrl ?? pageUrl })}
            srcDoc={view.html}
            // Same origin so that the frame may load the archive's blob: addresses; without
            // allow-scripts nothing in it runs, and its own policy (ARCHIVED_POLICY) forbids the network.
            sandbox="allow-same-origin"
            referrerPolicy="no-referrer"
            className="h-[32rem] w-full rounded-lg border bg-white sm:h-[40rem]"
            data-testid="archived-frame"
          />
        </>
      ) : (
        <p>{t("view.unavailable")}</p>
      )}
      {screenshot && (
        <figure className="grid gap-2">
          <figcaption className="text-sm text-muted-foreground">{t("view.screenshot")}</figcaption>
          {/* A long page is a tall picture: it scrolls in its box, full width. */}
          {/* A section is a region once named: the keyboard reaches it to scroll the picture. */}
          <div className="max-h-[40rem] overflow-auto rounded-lg border">
            {/* The link is what the keyboard reaches: focused, the arrows scroll the box; followed, it
                opens the picture whole in a tab of its own. */}
            <a href={screenshot} target="_blank" rel="noopener" title={t("view.openScreenshot")}>
              <img
                src={screenshot}
                alt={t("view.screenshotAlt", { url: pageUrl })}
                className="w-full"
                data-testid="screenshot"
              />
            </a>
          </div>
        </figure>
      )}
    </section>
  );
}

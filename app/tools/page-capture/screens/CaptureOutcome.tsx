import { lazy, Suspense } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { receivedBytes } from "../logic/capture-report.ts";
import type { CaptureState } from "../state/use-capture.ts";
import { CaptureFacts } from "./CaptureFacts.tsx";
import { ResourceTable } from "./ResourceTable.tsx";

// The archive reader and its HTML and CSS rewriting load when a capture is there to be shown.
const ArchivedPage = lazy(() => import("./ArchivedPage.tsx"));

/** A capture under way (its resources as they come), failed (why), or done (its facts, actions and view). */
export function CaptureOutcome({ capture }: { capture: CaptureState }) {
  const { t, i18n } = useTranslation("page_capture");
  if (capture.phase === "idle") return null;
  const host = URL.parse(capture.url)?.host ?? capture.url;
  return (
    <section aria-labelledby="capture-heading" className="mt-8 grid gap-6" data-testid="capture">
      {capture.phase === "running" && (
        <div className="grid gap-2">
          <h2 id="capture-heading" className="flex items-center gap-2 text-2xl font-semibold">
            <Icon name="loader-circle" className="animate-spin" />
            {t("progress.heading", { host })}
          </h2>
          <p role="status" className="text-muted-foreground">
            {t("progress.count", {
              count: capture.lines.length,
              bytes: formatBytes(receivedBytes({ resources: capture.lines }), i18n.language),
            })}
          </p>
        </div>
      )}
      {capture.phase === "failed" && (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <h2 id="capture-heading" className="font-semibold text-destructive">
            {t("failure.heading")}
          </h2>
          <p className="mt-1">
            {capture.message ?? t(`failure.${capture.code === "network" ? "network" : "unknown"}`)}
          </p>
        </div>
      )}
      {capture.phase === "done" && (
        <>
          <h2 id="capture-heading" className="text-2xl font-semibold">
            {t("result.heading")}
          </h2>
          <CaptureFacts report={capture.report} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => downloadBlob(capture.wacz.name, capture.wacz)}>
              <Icon name="download" />
              {t("result.download")}
            </Button>
            <AddToCaseButton
              evidence={{
                kind: "page-capture",
                title: capture.report.title || capture.report.url,
                sourceUrl: capture.report.url,
                result: capture.report,
                files: [capture.wacz],
              }}
            />
          </div>
          <p className="text-sm text-muted-foreground">{t("result.replay")}</p>
          <div className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
            <p className="text-sm">
              <span className="block font-medium">{t("result.means")}</span>
              {t("result.meansText")}
            </p>
            <p className="text-sm text-muted-foreground">
              <span className="block font-medium">{t("result.notProve")}</span>
              {t("result.notProveText")}
            </p>
          </div>
          <Suspense fallback={null}>
            <ArchivedPage
              wacz={capture.wacz}
              pageUrl={capture.report.url}
              {...(capture.report.rendered && "screenshot" in capture.report.rendered
                ? { screenshotUrl: capture.report.rendered.screenshot.url }
                : {})}
            />
          </Suspense>
        </>
      )}
      {capture.lines.length > 0 && <ResourceTable lines={capture.lines} />}
    </section>
  );
}

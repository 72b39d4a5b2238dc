import { lazy, Suspense } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { Card } from "#app/ui/Card.tsx";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import { MAX_DOCUMENT_BYTES } from "../logic/limits.ts";
import type { Route } from "./+types/document-inspector-page";
import { useDocument } from "./use-document.ts";

// The reader judges any other file itself, and says so when it is none of these.
const DOCUMENT_TYPES =
  ".pdf,.docx,.xlsx,.pptx,.docm,.xlsm,.pptm,application/pdf," +
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document," +
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet," +
  "application/vnd.openxmlformats-officedocument.presentationml.presentation";

// The report and its parts load with the first file, while the worker reads it: the empty page stays light.
const loadReportView = () => import("./ReportView.tsx");
const ReportView = lazy(loadReportView);

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "document_inspector:meta") };
}

export const meta = metaFromLoader;

/** /tools/document-inspector: a PDF or an Office file read in the browser; nothing is uploaded. */
export default function DocumentInspectorPage() {
  const { t, i18n } = useTranslation("document_inspector");
  const { state, open, reset } = useDocument();
  const { file, report, progress } = state;
  const reading = file !== undefined && report === undefined && !state.failed;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <PrivacyNote>{t("privacy")}</PrivacyNote>
      </PageHeader>
      {report === undefined || report.kind === "none" ? (
        <Card className="p-5 sm:p-6">
          <FilePicker
            accept={DOCUMENT_TYPES}
            maxBytes={MAX_DOCUMENT_BYTES}
            onFile={(chosen) => {
              loadReportView().catch(() => undefined);
              void open(chosen);
            }}
            onRefused={reset}
            busy={reading}
            error={report?.kind === "none" ? t(`errors.${report.problem}`) : undefined}
            icon="file-text"
            buttonIcon="upload"
            texts={{
              choose: t("input.choose"),
              drop: t("input.drop"),
              formats: t("input.formats"),
              tooLarge: t("errors.too_large", { limit: formatBytes(MAX_DOCUMENT_BYTES, i18n.language) }),
            }}
          />
        </Card>
      ) : (
        <button
          type="button"
          onClick={reset}
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Icon name="arrow-left" />
          {t("input.another")}
        </button>
      )}
      {reading && (
        <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {progress
            ? t("input.readingPages", {
                name: file.name,
                read: new Intl.NumberFormat(i18n.language).format(progress.pagesRead),
                count: progress.pageCount,
              })
            : t("input.reading", { name: file.name })}
        </p>
      )}
      {state.failed && (
        <p role="alert" className="mt-6 font-medium text-destructive">
          {t("errors.worker")}
        </p>
      )}
      {file && report && report.kind !== "none" && (
        <Suspense
          fallback={
            <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
              <Icon name="loader-circle" className="animate-spin" />
              {t("input.reading", { name: file.name })}
            </p>
          }
        >
          <ReportView file={file} report={report} scan={state.scan} sha256={state.sha256} />
        </Suspense>
      )}
    </div>
  );
}

import { useTranslation } from "#app/i18n/react.tsx";
import type { SharedImagesAvailability } from "#app/lib/hand-off/shared-images.ts";
import type { FullReport } from "../logic/export.ts";
import { findings } from "../logic/findings.ts";
import { withContentCredentials } from "../logic/generator/with-credentials.ts";
import type { Inspection } from "../logic/inspection.ts";
import { ContentCredentials } from "./ContentCredentials.tsx";
import { FileEvidence } from "./FileEvidence.tsx";
import { FindingsList } from "./FindingsList.tsx";
import { ForensicsSection } from "./forensics/ForensicsSection.tsx";
import { MetadataTable } from "./MetadataTable.tsx";
import { ReportActions } from "./ReportActions.tsx";
import { SummaryCards } from "./SummaryCards.tsx";
import { ThumbnailCompare } from "./ThumbnailCompare.tsx";
import type { ChosenFile, InspectionState } from "./use-inspection.ts";

/** The report, readable at a glance, then in full: summary, findings, credentials, metadata, actions. */
export function InspectionReport({
  state,
  file,
  inspection,
  sharing,
}: {
  state: InspectionState;
  file: ChosenFile;
  inspection: Inspection;
  sharing: SharedImagesAvailability;
}) {
  const { t } = useTranslation("image_inspector");
  const c2pa = state.c2pa?.status === "done" ? state.c2pa.summary : undefined;
  const c2paPending = state.c2pa?.status === "loading";
  const c2paFailure = state.c2pa?.status === "failed" ? state.c2pa.failure : undefined;
  const list = findings(inspection.summary, {
    unreadable: inspection.unreadable !== undefined,
    fileName: file.name,
    truncated: inspection.truncated,
    c2paPending,
    thumbnailDiffers: state.thumbnailDiffers === true,
    ...(c2pa ? { c2pa } : {}),
    ...(c2paFailure ? { c2paFailure } : {}),
  });
  const dimensionsDoubt = inspection.truncated
    ? "truncated"
    : list.some((finding) => finding.code === "misnamed")
      ? "misnamed"
      : undefined;
  const report: FullReport = {
    file: {
      name: file.name,
      size: file.blob.size,
      ...(state.sha256 ? { sha256: state.sha256 } : {}),
      ...(file.url ? { url: file.url } : {}),
      ...(file.origin ? { page: file.origin.pageUrl, fetchedAt: file.origin.fetchedAt } : {}),
    },
    summary: inspection.summary,
    findings: list,
    groups: inspection.groups,
    ...(c2pa ? { c2pa } : {}),
    ...(inspection.jpegHistory ? { jpegHistory: inspection.jpegHistory } : {}),
    generator: withContentCredentials(inspection.generator, c2pa),
  };
  return (
    <div
      data-testid="inspection-report"
      // Whether the thumbnail comparison has run, and what it found (it comes after the summary).
      data-thumbnail={
        state.thumbnailDiffers === undefined ? undefined : state.thumbnailDiffers ? "differs" : "same"
      }
    >
      {inspection.unreadable !== undefined && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 font-medium"
        >
          {t("errors.unreadable")}
        </p>
      )}
      <SummaryCards
        summary={inspection.summary}
        size={file.blob.size}
        name={file.name}
        sha256={state.sha256}
        image={file.blob}
        {...(dimensionsDoubt ? { dimensionsDoubt } : {})}
      />
      <FindingsList findings={list} pending={c2paPending} />
      {state.thumbnailDiffers && inspection.thumbnail && (
        <ThumbnailCompare image={file.blob} thumbnail={inspection.thumbnail} />
      )}
      {state.c2pa && <ContentCredentials state={state.c2pa} />}
      <FileEvidence inspection={inspection} {...(c2pa ? { c2pa } : {})} />
      <ReportActions
        report={report}
        image={file.blob}
        unreadable={inspection.unreadable !== undefined}
        sharing={sharing}
      />
      {inspection.unreadable === undefined && <ForensicsSection file={file.blob} fileName={file.name} />}
      <MetadataTable groups={inspection.groups} />
    </div>
  );
}

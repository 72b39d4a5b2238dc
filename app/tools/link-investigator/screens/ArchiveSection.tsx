import { useTranslation } from "#app/i18n/react.tsx";
import type { Archive, Snapshot } from "../logic/report.ts";
import { Field } from "./ReportParts.tsx";

/** What the Wayback Machine said of the destination: its latest copy, none, or nothing at all. */
function SnapshotLine({ snapshot, formatDate }: { snapshot: Snapshot; formatDate: (iso: string) => string }) {
  const { t } = useTranslation("link_investigator");
  if (snapshot.status !== "found") {
    const key = snapshot.status === "none" ? "noSnapshot" : "snapshotUnavailable";
    return (
      <p className="mt-2" data-testid="archive-snapshot">
        {t(`report.archive.${key}`)}
      </p>
    );
  }
  return (
    <p className="mt-2" data-testid="archive-snapshot">
      {t("report.archive.snapshot", { date: formatDate(snapshot.capturedAt) })}{" "}
      <a className="text-primary hover:underline" href={snapshot.url} rel="noopener noreferrer">
        {t("report.archive.openSnapshot")}
      </a>
    </p>
  );
}

/** The archives: the address looked up, what the Wayback Machine said and links to both; or why none was asked. */
export function ArchiveSection({
  archive,
  destination,
  formatDate,
}: {
  archive: Archive;
  /** The page reached, which this site can preserve itself (the page capture). */
  destination: string | undefined;
  formatDate: (iso: string) => string;
}) {
  const { t, i18n } = useTranslation("link_investigator");
  const preserve = destination && (
    <p className="mt-2">
      <a
        className="font-medium text-primary hover:underline"
        href={`/${i18n.language}/tools/page-capture?url=${encodeURIComponent(destination)}`}
        data-testid="preserve-page"
      >
        {t("report.archive.preserve")}
      </a>
    </p>
  );
  if (!archive.asked) {
    return (
      <p className="mt-2" data-testid="archive-snapshot">
        {t(`report.archive.notAsked.${archive.reason}`)}
      </p>
    );
  }
  return (
    <>
      {preserve}
      <dl className="mt-2 grid gap-2">
        <Field label={t("report.archive.address")}>
          <span className="break-all font-mono" data-testid="archive-address">
            {archive.address}
          </span>
          {archive.stripped && (
            <span className="block text-sm text-muted-foreground" data-testid="archive-stripped">
              {t("report.archive.stripped", { option: t("form.archiveFull") })}
            </span>
          )}
        </Field>
      </dl>
      <SnapshotLine snapshot={archive.snapshot} formatDate={formatDate} />
      <ul className="mt-2 grid gap-1">
        <li>
          <a className="text-primary hover:underline" href={archive.wayback} rel="noopener noreferrer">
            {t("report.archive.wayback")}
          </a>
        </li>
        <li>
          <a className="text-primary hover:underline" href={archive.archiveToday} rel="noopener noreferrer">
            {t("report.archive.archiveToday")}
          </a>
        </li>
      </ul>
    </>
  );
}

// The export as the page starts it: the save dialog first, then the bundle writer. The writer and the
// ZIP code it brings (about 47 KB gzip) are fetched when the person is about to export, not with the
// case file's page (issue 44).
import type { Language } from "#app/i18n/languages.ts";
import { safeFileName } from "../logic/manifest.ts";
import type { Translate } from "../logic/report.ts";
import type { AuthorityOutcome, TimestampOutcome } from "./export.ts";
import { chooseSaveTarget } from "./save-target.ts";

const loadWriter = () => import("./export.ts");

/** Starts fetching the bundle writer at the first sign of an export (the button hovered or focused). */
export function preloadExport(): void {
  loadWriter().catch(() => {});
}

/** The bundle's file name: the case's name and the day of export. */
export function bundleFileName(caseName: string, exportedAt: string): string {
  return `${safeFileName(caseName).replace(/\s+/g, "-")}-${exportedAt.slice(0, 10)}.zip`;
}

/**
 * Exports the case to a file the person picks (or a download), streamed; null when they cancel the
 * save dialog. Call it first in the click's handler: the dialog needs the click's user activation, so
 * the writer is imported only once a file is chosen. A failed export leaves no half-written file.
 */
export async function exportCaseToFile(
  record: { id: string; name: string },
  report: { t: Translate; language: Language },
  withTimestamp: boolean,
  fileType: string,
): Promise<{ fileName: string; timestamp: TimestampOutcome; authorities: AuthorityOutcome[] } | null> {
  const exportedAt = new Date().toISOString();
  const fileName = bundleFileName(record.name, exportedAt);
  const target = await chooseSaveTarget(fileName, fileType);
  if (!target) return null;
  try {
    const { exportCase } = await loadWriter();
    const made = await exportCase(record.id, report, withTimestamp, target.writable, exportedAt);
    await target.finish();
    return { fileName, timestamp: made.timestamp, authorities: made.authorities };
  } catch (error) {
    await target.writable.abort(error).catch(() => {});
    throw error;
  }
}

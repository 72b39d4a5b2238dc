import { useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { fileStem } from "#app/lib/files/file-name.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { Button } from "#app/ui/Button.tsx";
import { downloadBlob } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { formatDocDate } from "../logic/doc-dates.ts";
import type { Revision, RevisionsReport } from "../logic/pdf/revisions.ts";
import { SHOWN_KINDS } from "../logic/revision-changes.ts";
import { WHO_WHEN_ROWS } from "../logic/who-when-rows.ts";
import { revisionFile } from "../state/document-client.ts";
import { RevisionCompare } from "./RevisionCompare.tsx";
import { Section } from "./Section.tsx";

/** The Info entries the "who and when" table names, by their key in the file. */
const INFO_LABELS: Record<string, string> = Object.fromEntries(WHO_WHEN_ROWS.map(([row, key]) => [key, row]));

/**
 * The Info entries a save wrote that differ from the earlier ones, in the order of the "who and when"
 * table, then any other.
 */
function infoEntries(info: Record<string, string>, before: Record<string, string> = {}): [string, string][] {
  const order = (key: string) => {
    const at = WHO_WHEN_ROWS.findIndex(([, infoKey]) => infoKey === key);
    return at < 0 ? WHO_WHEN_ROWS.length : at;
  };
  return Object.entries(info)
    .filter(([key, value]) => before[key] !== value)
    .sort(([a], [b]) => order(a) - order(b));
}

/** What one save added and replaced, in words: "2 pages replaced, 1 annotation added". */
function Changes({ revision, before }: { revision: Revision; before?: Record<string, string> }) {
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  const { counts, formValues, infoChanged, metadataChanged, freed } = revision.summary;
  const parts = SHOWN_KINDS.flatMap((kind) => {
    const count = counts[kind];
    if (!count) return [];
    return [
      count.added > 0 ? t(`revisions.added.${kind}`, { count: count.added }) : "",
      count.replaced > 0 ? t(`revisions.replaced.${kind}`, { count: count.replaced }) : "",
    ].filter(Boolean);
  });
  if (infoChanged) parts.push(t("revisions.infoChanged"));
  if (metadataChanged) parts.push(t("revisions.metadataChanged"));
  if (freed > 0) parts.push(t("revisions.freed", { count: freed }));
  return (
    <>
      <p>{parts.length > 0 ? parts.join(" · ") : t("revisions.nothingShown")}</p>
      {formValues.length > 0 && (
        <ul className="mt-1 text-muted-foreground">
          {formValues.map((field, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the save's order
            <li key={index}>{t("revisions.formValue", { name: field.name ?? "?", value: field.value })}</li>
          ))}
        </ul>
      )}
      {revision.info && infoChanged && (
        <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
          {infoEntries(revision.info, before)
            // The entries as the file names them (Author, ModDate…), its dates in the page's language.
            .map(([key, value]) =>
              t("export.field", {
                label: INFO_LABELS[key] ? t(`whoWhen.rows.${INFO_LABELS[key]}`) : key,
                value: key.endsWith("Date") ? formatDocDate(lang, value, t("whoWhen.noZone")) : value,
              }),
            )
            .join(" · ")}
        </p>
      )}
    </>
  );
}

/** The saves made on top of the file, oldest first, each downloadable as the file was after it. */
export function Revisions({ report, name }: { report: RevisionsReport; name: string }) {
  const { t, i18n } = useTranslation("document_inspector");
  // The save whose pages are compared with the version before it.
  const [compared, setCompared] = useState<number>();
  const lang = i18n.language as Language;
  const saves = report.revisions;
  return (
    <Section id="revisions" icon="history" title={t("revisions.heading")}>
      <p className="mb-3">
        {saves.length > 1 ? t("revisions.intro", { count: saves.length - 1 }) : t("revisions.single")}
      </p>
      <ol className="grid gap-3" data-testid="revisions">
        {saves.map((revision, index) => (
          <li key={revision.index} className="rounded-lg border p-3 text-sm" data-revision={index + 1}>
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="font-semibold">
                {index === 0 ? t("revisions.original") : t("revisions.save", { number: index })}
              </h3>
              <span className="text-muted-foreground">
                {t("revisions.bytes", {
                  from: formatBytes(revision.start, lang),
                  to: formatBytes(revision.end, lang),
                })}
              </span>
              {saves.length > 1 && (
                <Button
                  variant="outline"
                  size="sm"
                  className="ml-auto"
                  onClick={async () => {
                    const bytes = await revisionFile(revision.index).catch(() => null);
                    if (bytes) {
                      downloadBlob(
                        `${fileStem(name, "document")}-revision-${index + 1}.pdf`,
                        new Blob([bytes as BlobPart], { type: "application/pdf" }),
                      );
                    }
                  }}
                >
                  <Icon name="download" />
                  {t("revisions.download")}
                </Button>
              )}
            </div>
            {index > 0 && (
              <div className="mt-2">
                <Changes
                  revision={revision}
                  before={saves.slice(0, index).findLast((earlier) => earlier.info)?.info}
                />
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  aria-expanded={compared === index}
                  onClick={() => setCompared(compared === index ? undefined : index)}
                >
                  <Icon name="arrow-left-right" />
                  {t("compare.open")}
                </Button>
                {compared === index && (
                  <RevisionCompare
                    stem={fileStem(name, "document")}
                    before={(saves[index - 1] as Revision).index}
                    after={revision.index}
                    labels={[
                      index === 1 ? t("revisions.original") : t("revisions.save", { number: index - 1 }),
                      t("revisions.save", { number: index }),
                    ]}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {report.trailingBytes > 0 && (
        <p className="mt-3 text-sm">
          {t("revisions.trailing", { size: formatBytes(report.trailingBytes, lang) })}
        </p>
      )}
      {report.problems.length > 0 && (
        <p className="mt-3 text-sm text-muted-foreground">
          {t("revisions.problems", { count: report.problems.length })}
        </p>
      )}
    </Section>
  );
}

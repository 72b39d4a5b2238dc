import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { formatDocDate } from "../logic/doc-dates.ts";
import type { PdfFacts } from "../logic/pdf/pdf-facts.ts";
import { DATE_ROWS, SHOWN_INFO, WHO_WHEN_ROWS } from "../logic/who-when-rows.ts";
import { Section } from "./Section.tsx";

/** One row of the table: a field, what the Info dictionary says of it, what the XMP packet says. */
interface WhoWhenRow {
  key: string;
  label: string;
  info?: string;
  xmp?: string;
  /** An id: shown in a font that keeps its characters apart. */
  id?: boolean;
}

/** Who made the PDF, with what and when: the Info dictionary beside the XMP packet, then XMP's history. */
export function WhoWhen({ facts }: { facts: PdfFacts }) {
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  const { info, xmp } = facts;
  const shown = (row: string, value: string | undefined) =>
    value === undefined
      ? undefined
      : DATE_ROWS.has(row)
        ? formatDocDate(lang, value, t("whoWhen.noZone"))
        : value;
  const rows: WhoWhenRow[] = [
    ...WHO_WHEN_ROWS.map(([row, key, fromXmp]) => ({
      key: row,
      label: t(`whoWhen.rows.${row}`),
      info: shown(row, info[key]),
      xmp: shown(row, xmp ? fromXmp(xmp) : undefined),
    })),
    // The other Info entries, by the names the file gives them.
    ...Object.entries(info)
      .filter(([key]) => !SHOWN_INFO.has(key))
      .map(([key, value]) => ({ key: `info:${key}`, label: key, info: value })),
    ...(["documentId", "instanceId", "originalDocumentId"] as const).flatMap((row) =>
      xmp?.[row] ? [{ key: row, label: t(`whoWhen.rows.${row}`), xmp: xmp[row], id: true }] : [],
    ),
  ];
  return (
    <Section id="who-when" icon="users" title={t("whoWhen.heading")}>
      <DataTable<WhoWhenRow>
        caption={t("whoWhen.heading")}
        testId="who-when"
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { header: t("whoWhen.field"), cell: (row) => row.label, className: "font-medium" },
          {
            header: t("whoWhen.info"),
            cell: (row) => row.info ?? "—",
            className: "[overflow-wrap:anywhere]",
          },
          {
            header: t("whoWhen.xmp"),
            cell: (row) => (row.id ? <code className="text-xs">{row.xmp}</code> : (row.xmp ?? "—")),
            className: "[overflow-wrap:anywhere]",
          },
        ]}
      />
      {!xmp && (
        <p className="mt-2 text-sm text-muted-foreground">
          {t(facts.xmpUnreadable ? "whoWhen.xmpUnreadable" : "whoWhen.noXmp")}
        </p>
      )}
      {xmp && xmp.history.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-semibold">{t("whoWhen.history")}</h3>
          <ol className="grid gap-1 text-sm" data-testid="xmp-history">
            {xmp.history.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history's order is its identity
              <li key={index}>
                {[
                  step.when ? formatDocDate(lang, step.when, t("whoWhen.noZone")) : undefined,
                  step.action,
                  step.softwareAgent,
                  step.changed ? t("whoWhen.changed", { parts: step.changed }) : undefined,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}

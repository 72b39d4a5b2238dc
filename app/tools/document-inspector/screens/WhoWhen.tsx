import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatDocDate } from "../logic/doc-dates.ts";
import type { PdfFacts } from "../logic/pdf/pdf-facts.ts";
import { DATE_ROWS, SHOWN_INFO, WHO_WHEN_ROWS } from "../logic/who-when-rows.ts";
import { Section } from "./Section.tsx";

/** Who made the PDF, with what and when: the Info dictionary beside the XMP packet, then XMP's history. */
export function WhoWhen({ facts }: { facts: PdfFacts }) {
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  const { info, xmp } = facts;
  const show = (row: string, value: string | undefined) =>
    value === undefined ? "—" : DATE_ROWS.has(row) ? formatDocDate(lang, value, t("whoWhen.noZone")) : value;
  const others = Object.entries(info).filter(([key]) => !SHOWN_INFO.has(key));
  return (
    <Section id="who-when" icon="users" title={t("whoWhen.heading")}>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm" data-testid="who-when">
          <caption className="sr-only">{t("whoWhen.heading")}</caption>
          <thead>
            <tr className="border-b bg-muted/50 text-left">
              <th scope="col" className="px-3 py-2 font-medium">
                {t("whoWhen.field")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("whoWhen.info")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("whoWhen.xmp")}
              </th>
            </tr>
          </thead>
          <tbody>
            {WHO_WHEN_ROWS.map(([row, key, fromXmp]) => (
              <tr key={row} className="border-b last:border-b-0" data-row={row}>
                <th scope="row" className="px-3 py-2 text-left align-top font-medium">
                  {t(`whoWhen.rows.${row}`)}
                </th>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{show(row, info[key])}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">
                  {show(row, xmp ? fromXmp(xmp) : undefined)}
                </td>
              </tr>
            ))}
            {others.map(([key, value]) => (
              <tr key={key} className="border-b last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left align-top font-medium">
                  {key}
                </th>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{value}</td>
                <td className="px-3 py-2">—</td>
              </tr>
            ))}
            {xmp &&
              (
                [
                  ["documentId", xmp.documentId],
                  ["instanceId", xmp.instanceId],
                  ["originalDocumentId", xmp.originalDocumentId],
                ] as const
              ).map(
                ([row, value]) =>
                  value && (
                    <tr key={row} className="border-b last:border-b-0">
                      <th scope="row" className="px-3 py-2 text-left align-top font-medium">
                        {t(`whoWhen.rows.${row}`)}
                      </th>
                      <td className="px-3 py-2">—</td>
                      <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{value}</td>
                    </tr>
                  ),
              )}
          </tbody>
        </table>
      </div>
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

import { useTranslation } from "#app/i18n/react.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { hiddenCells, hidesNothing } from "../logic/office-rows.ts";
import type { OfficeReport, SheetFacts } from "../logic/ooxml/read-office.ts";
import { Section } from "./Section.tsx";

/** What an Office file keeps out of sight: hidden text, hidden sheets, rows and columns, hidden slides, notes. */
export function OfficeHidden({ office }: { office: OfficeReport }) {
  const { t, i18n } = useTranslation("document_inspector");
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const hiddenText = office.word?.hiddenText.items ?? [];
  const sheets = office.workbook?.sheets.items ?? [];
  const slides = office.presentation?.slides.items ?? [];
  return (
    <Section id="hidden" icon="eye-off" title={t("office.hidden.heading")}>
      {hiddenText.length > 0 && (
        <>
          <h3 className="mb-2 font-semibold">{t("office.hidden.text")}</h3>
          <ul className="grid gap-2" data-testid="office-hidden-text">
            {hiddenText.map((hidden, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the document's order
              <li key={index}>
                <blockquote className="border-l-4 border-amber-500/70 pl-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
                  {hidden.text}
                </blockquote>
              </li>
            ))}
          </ul>
        </>
      )}
      {sheets.length > 0 && (
        <DataTable<SheetFacts>
          className="mt-4"
          caption={t("office.hidden.sheets")}
          testId="sheets"
          rows={sheets}
          rowKey={(sheet) => sheet.name}
          columns={[
            {
              header: t("office.hidden.sheet"),
              cell: (sheet) => sheet.name,
              className: "min-w-[7rem] font-medium break-words",
            },
            { header: t("office.hidden.state"), cell: (sheet) => t(`office.hidden.states.${sheet.state}`) },
            {
              header: t("office.hidden.rowsColumns"),
              cell: (sheet) => hiddenCells(t, sheet) || "—",
            },
          ]}
        />
      )}
      {slides.length > 0 && (
        <ul className="mt-4 grid gap-2 text-sm" data-testid="slides">
          {slides.map((slide) => (
            <li key={slide.number} className="rounded-lg border p-3" data-hidden={slide.hidden}>
              <p className="font-medium">
                {t("office.hidden.slide", { number: number(slide.number) })}
                {slide.title && <> · {slide.title}</>}
                {slide.hidden && <> · {t("office.hidden.slideHidden")}</>}
              </p>
              {slide.notes?.trim() && (
                <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
                  <span className="font-medium">{t("office.hidden.notes")} </span>
                  {slide.notes}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {hidesNothing(office) && <p className="mt-2 text-muted-foreground">{t("office.hidden.none")}</p>}
    </Section>
  );
}

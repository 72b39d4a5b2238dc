import { useTranslation } from "#app/i18n/react.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { fontEmbedding, fontKind, fontName, fontSave } from "../logic/font-rows.ts";
import type { FontsReport, PdfFont } from "../logic/pdf/fonts.ts";
import { Section } from "./Section.tsx";

/**
 * The fonts the file defines: each one's name, whether it is a subset, whether its program is in the
 * file, and the save that added it, with a word on what each of those tells.
 */
export function Fonts({ fonts, saves }: { fonts: FontsReport; saves: number }) {
  const { t } = useTranslation("document_inspector");
  const { list, total } = fonts;
  return (
    <Section id="fonts" icon="type" title={t("fonts.heading")}>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("fonts.none")}</p>
      ) : (
        <>
          <p className="mb-3 text-sm">{t("fonts.intro", { count: total })}</p>
          <DataTable<PdfFont & { key: number }>
            caption={t("fonts.heading")}
            testId="fonts"
            fixed
            rows={list.map((font, key) => ({ ...font, key }))}
            rowKey={(font) => font.key}
            columns={[
              {
                // The kind and the subset go under the name: three columns fit a phone.
                header: t("fonts.name"),
                width: "w-[40%]",
                cell: (font) => (
                  <>
                    <span className="font-medium">{fontName(t, font)}</span>
                    <span className="block text-muted-foreground">{fontKind(t, font)}</span>
                  </>
                ),
                className: "[overflow-wrap:anywhere]",
              },
              { header: t("fonts.embedding"), width: "w-[30%]", cell: (font) => fontEmbedding(t, font) },
              ...(saves > 1
                ? [{ header: t("fonts.revision"), cell: (font: PdfFont) => fontSave(t, font) }]
                : []),
            ]}
          />
          {total > list.length && (
            <p className="mt-2 text-sm text-muted-foreground">{t("active.more", { count: total })}</p>
          )}
          <p className="mt-3 text-sm text-muted-foreground">{t("fonts.means")}</p>
        </>
      )}
    </Section>
  );
}

import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatDocDate } from "../logic/doc-dates.ts";
import type { WordFacts } from "../logic/ooxml/read-office.ts";
import { Section } from "./Section.tsx";

/** A Word document's tracked changes, each shown in place: the text around it, what was inserted or deleted. */
export function TrackedChanges({ word }: { word: WordFacts }) {
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  const { changes } = word;
  return (
    <Section
      id="tracked-changes"
      icon="history"
      title={t("office.changes.heading", { count: changes.items.length + changes.omitted })}
    >
      <p className="mb-3 text-sm text-muted-foreground">
        {word.trackRevisions ? t("office.changes.trackingOn") : t("office.changes.trackingOff")}
      </p>
      {changes.items.length === 0 ? (
        <p className="text-muted-foreground">{t("office.changes.none")}</p>
      ) : (
        <ol className="grid gap-2" data-testid="tracked-changes">
          {changes.items.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the document's order
            <li key={index} className="rounded-lg border p-3 text-sm" data-change={change.kind}>
              <p className="font-medium">
                {t(`office.changes.kinds.${change.kind}`)}
                {change.author && <> · {change.author}</>}
                {change.date && <> · {formatDocDate(lang, change.date, t("whoWhen.noZone"))}</>}
              </p>
              <p className="mt-1 [overflow-wrap:anywhere]">
                <span className="text-muted-foreground">{change.before}</span>
                {change.kind === "deletion" || change.kind === "move-from" ? (
                  <del className="bg-red-500/15 px-0.5 text-red-800 dark:text-red-200">{change.text}</del>
                ) : change.kind === "formatting" ? (
                  <span className="underline decoration-dotted">{change.text}</span>
                ) : (
                  <ins className="bg-green-500/15 px-0.5 text-green-800 no-underline dark:text-green-200">
                    {change.text}
                  </ins>
                )}
                <span className="text-muted-foreground">{change.after}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      {changes.omitted > 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          {t("active.more", { count: changes.items.length + changes.omitted })}
        </p>
      )}
    </Section>
  );
}

import { useTranslation } from "../i18n/react.tsx";
import { PageHeader } from "./page-header.tsx";

/** The date the legal texts were last changed; shown in the reader's language. */
export const LEGAL_TEXTS_UPDATED = "2026-11-25";

/** Terms and privacy: a title, the date of the text and its numbered sections. */
export function LegalPage({ which, email }: { which: "terms" | "privacy"; email: string }) {
  const { t, i18n } = useTranslation("legal");
  const sections = t<{ title: string; body: string }[]>(`${which}.sections`, { returnObjects: true, email });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(LEGAL_TEXTS_UPDATED),
  );
  return (
    <article className="max-w-3xl">
      <PageHeader title={t(`${which}.title`)} subtitle={t(`${which}.updated`, { date })} />
      {sections.map((section, index) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <p className="mt-2 leading-7 text-muted-foreground">{section.body}</p>
        </section>
      ))}
    </article>
  );
}

import { useTranslation } from "../i18n/react.tsx";
import { PageHeader } from "./PageHeader.tsx";

/** The date each legal text was last changed; shown in the reader's language. */
export const LEGAL_TEXTS_UPDATED = { terms: "2026-11-25", privacy: "2026-12-06" } as const;

/** A section of a legal text: paragraphs, a list, and parts with headings of their own (a tool each). */
interface LegalBlock {
  title: string;
  body?: string;
  items?: string[];
  parts?: LegalBlock[];
}

function BlockText({ block }: { block: LegalBlock }) {
  return (
    <>
      {block.body && <p className="mt-2 leading-7 text-muted-foreground">{block.body}</p>}
      {block.items && (
        <ul className="mt-2 list-disc space-y-2 pl-5 leading-7 text-muted-foreground marker:text-foreground/40">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Terms and privacy: a title, the date of the text and its numbered sections. `values` fill the texts'
 * {{variables}} (the support address, and sentences that depend on how this site is set up).
 */
export function LegalPage({ which, values }: { which: "terms" | "privacy"; values: Record<string, string> }) {
  const { t, i18n } = useTranslation("legal");
  const sections = t<LegalBlock[]>(`${which}.sections`, { returnObjects: true, ...values });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(LEGAL_TEXTS_UPDATED[which]),
  );
  return (
    <article className="max-w-3xl">
      <PageHeader title={t(`${which}.title`)} subtitle={t(`${which}.updated`, { date })} />
      {sections.map((section, index) => (
        <section key={section.title} className="mt-10 first-of-type:mt-8">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <BlockText block={section} />
          {section.parts?.map((part) => (
            <section key={part.title} className="mt-5">
              <h3 className="font-semibold">{part.title}</h3>
              <BlockText block={part} />
            </section>
          ))}
        </section>
      ))}
    </article>
  );
}

import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { Section } from "./Section.tsx";
import type { DocumentState } from "./use-document.ts";

/** Text a reader cannot see, page by page, quoted: under a box, white on white, invisible, off the page. */
export function HiddenText({ scan }: { scan: NonNullable<DocumentState["scan"]> }) {
  const { t, i18n } = useTranslation("document_inspector");
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { result, progress } = scan;
  return (
    <Section id="hidden-text" icon="eye-off" title={t("hidden.heading")}>
      {scan.failed ? (
        <p role="alert" className="font-medium text-destructive">
          {t("hidden.failed")}
        </p>
      ) : !result ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {progress
            ? t("hidden.scanning", { scanned: number(progress.scanned), count: progress.pageCount })
            : t("hidden.starting")}
        </p>
      ) : result.pages.length === 0 ? (
        <p data-testid="hidden-none">{t("hidden.none")}</p>
      ) : (
        <ol className="grid gap-4" data-testid="hidden-text">
          {result.pages.map(({ page, hidden }) => (
            <li key={page} data-page={page}>
              <h3 className="mb-2 font-semibold">{t("hidden.page", { page: number(page) })}</h3>
              <ul className="grid gap-2">
                {hidden.findings.map((finding, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the page's drawing order
                  <li key={index} className="rounded-lg border p-3 text-sm" data-kind={finding.kind}>
                    <p className="font-medium">{t(`hidden.kinds.${finding.kind}`)}</p>
                    <blockquote className="mt-1 border-l-4 border-amber-500/70 pl-3 whitespace-pre-wrap [overflow-wrap:anywhere]">
                      {finding.text}
                    </blockquote>
                  </li>
                ))}
              </ul>
              {hidden.omitted > 0 && (
                <p className="mt-2 text-sm text-muted-foreground">
                  {t("hidden.omitted", { count: hidden.omitted })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {result?.summary.incomplete && (
        <p className="mt-3 text-sm text-muted-foreground">{t("hidden.incomplete")}</p>
      )}
    </Section>
  );
}

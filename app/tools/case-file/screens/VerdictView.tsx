import type { Ref } from "react";
import type { Language } from "../../../i18n/languages.ts";
import { useTranslation } from "../../../i18n/react.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Card } from "../../../ui/card.tsx";
import { cn } from "../../../ui/cn.ts";
import { Icon } from "../../../ui/icon.tsx";
import type { BundleVerdict, FileCheck } from "../logic/verify.ts";

type Readable = Extract<BundleVerdict, { readable: true }>;

/** The signing site by its host name ("veritools.example"), as people name a site. */
const hostOf = (issuer: string) => (URL.canParse(issuer) ? new URL(issuer).host : issuer);

/** A word and an icon for every state: never colour alone. */
function Mark({ ok, children }: { ok: boolean; children: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
        ok ? "border-primary/40" : "border-destructive text-destructive",
      )}
    >
      <Icon name={ok ? "circle-check" : "triangle-alert"} className="size-3.5" />
      {children}
    </span>
  );
}

/** What the check found: the verdict first, then signature, time stamp, each item and report. */
export function VerdictView({
  verdict,
  headingRef,
}: {
  verdict: Readable;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation("case_file");
  const lang = i18n.language as Language;
  const when = (iso: string) =>
    formatDateTime(lang, new Date(iso), { timeZone: "UTC", seconds: true, offset: true });
  const fileLine = (file: FileCheck) => (
    <li key={file.path} className="min-w-0">
      <code className="break-all font-mono text-xs">{file.path}</code>{" "}
      {file.problem ? (
        <span className="font-medium text-destructive">— {t(`verify.fileProblems.${file.problem}`)}</span>
      ) : (
        <span className="text-muted-foreground">— {t("verify.itemIntact")}</span>
      )}
    </li>
  );

  return (
    <section aria-labelledby="verdict-heading" className="mt-6 grid gap-4" data-testid="verdict">
      <Card className={cn("grid gap-2 p-5 sm:p-6", !verdict.intact && "border-destructive")}>
        <h2
          id="verdict-heading"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-start gap-2 text-xl font-semibold"
        >
          <Icon name={verdict.intact ? "shield-check" : "shield-alert"} className="mt-1 size-5 shrink-0" />
          {verdict.intact ? t("verify.intact") : t("verify.notIntact")}
        </h2>
        <p className="break-words">
          {t("verify.case", { name: verdict.manifest.case.name, date: when(verdict.manifest.exportedAt) })}
        </p>
        <p className="text-sm text-muted-foreground">{t("verify.meaning")}</p>
      </Card>

      <Card className="grid gap-3 p-5 text-sm sm:grid-cols-2 sm:p-6">
        <div>
          <h3 className="mb-1 font-semibold">{t("verify.signature.heading")}</h3>
          <p
            data-testid="signature"
            className={cn(verdict.signature.problem && "font-medium text-destructive")}
          >
            {verdict.signature.problem
              ? t(`verify.signature.${verdict.signature.problem}`)
              : t("verify.signature.ok", { fingerprint: verdict.signature.fingerprint ?? "" })}
          </p>
        </div>
        <div>
          <h3 className="mb-1 font-semibold">{t("verify.timestamp.heading")}</h3>
          <p
            data-testid="timestamp"
            className={cn(verdict.timestamp?.problem && "font-medium text-destructive")}
          >
            {verdict.timestamp === null
              ? t("verify.timestamp.none")
              : verdict.timestamp.problem
                ? t(`verify.timestamp.problems.${verdict.timestamp.problem}`)
                : t("verify.timestamp.ok", {
                    issuer: hostOf(verdict.timestamp.issuer ?? ""),
                    date: when(verdict.timestamp.time ?? ""),
                  })}
          </p>
        </div>
      </Card>

      <section aria-labelledby="verified-items">
        <h3 id="verified-items" className="mb-2 text-lg font-semibold">
          {t("verify.items")}
        </h3>
        <ol className="grid gap-2">
          {verdict.items.map((item, index) => (
            <li key={item.id} data-testid="verified-item">
              <Card className="grid gap-1 p-4 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-words font-semibold">
                    {index + 1}. {item.title}
                  </span>
                  <Mark ok={item.intact}>
                    {item.intact ? t("verify.itemIntact") : t("verify.itemChanged")}
                  </Mark>
                </p>
                <p className="text-muted-foreground">
                  {t(`kinds.${item.kind}`, { defaultValue: item.kind })}
                </p>
                {item.files.length === 0 ? (
                  <p className="text-muted-foreground">{t("verify.noFiles")}</p>
                ) : (
                  <ul className="grid gap-0.5">{item.files.map(fileLine)}</ul>
                )}
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="verified-reports" className="text-sm">
        <h3 id="verified-reports" className="mb-2 text-lg font-semibold">
          {t("verify.reports")}
        </h3>
        <ul className="grid gap-0.5">{verdict.reports.map(fileLine)}</ul>
      </section>
      {verdict.unlisted.length > 0 && (
        <p className="flex items-start gap-1.5 text-sm font-medium text-destructive" data-testid="unlisted">
          <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
          {t("verify.unlisted", { files: verdict.unlisted.join(", ") })}
        </p>
      )}
    </section>
  );
}

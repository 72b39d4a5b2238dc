import { type Ref, useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatNumber, formatUtc } from "#app/lib/dates/format-date.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { cn } from "#app/ui/cn.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { kindLabel } from "../logic/kind-label.ts";
import type { TokenCheck } from "../logic/rfc3161.ts";
import type { BundleVerdict, FileCheck } from "../logic/verify.ts";

type Readable = Extract<BundleVerdict, { readable: true }>;

/** The signing site by its host name ("veritools.example"), as people name a site. */
const hostOf = (issuer: string) => (URL.canParse(issuer) ? new URL(issuer).host : issuer);

/** Items listed before "Show all": a 10,000-item case stays quick to open and to read. */
const SHOWN_ITEMS = 100;

/** One authority's time stamp: who, when, and the root its chain reaches; or why it does not hold. */
function AuthorityLine({ check, when }: { check: TokenCheck; when: (iso: string) => string }) {
  const { t } = useTranslation("case_file");
  const name = check.signer ? `${check.signer} (${check.authority})` : check.authority;
  return (
    <div data-testid="authority" className="grid gap-0.5">
      <p className={cn(check.problem && "font-medium text-destructive")}>
        {check.problem ? (
          <>
            <Icon name="triangle-alert" className="mr-1 inline size-4 align-text-bottom" />
            {t(`verify.authority.problems.${check.problem}`, { name })}
          </>
        ) : (
          t("verify.authority.ok", { name, date: when(check.time ?? "") })
        )}
      </p>
      {check.root && check.problem === null && (
        <p className="text-muted-foreground">
          {check.rootTrusted
            ? t("verify.authority.rootTrusted", { root: check.root.name })
            : t("verify.authority.rootUnchecked", { root: check.root.name })}{" "}
          <span className="break-all font-mono text-xs">SHA-256 {check.root.sha256}</span>
        </p>
      )}
    </div>
  );
}

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
  const [showAll, setShowAll] = useState(false);
  const hidden = verdict.items.filter((item, index) => index >= SHOWN_ITEMS && item.intact).length;
  const when = (iso: string) => formatUtc(lang, iso);
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
        <p className="[overflow-wrap:anywhere]">
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
        <div className="grid gap-2">
          <h3 className="font-semibold">{t("verify.timestamp.heading")}</h3>
          {verdict.timestamp === null && verdict.authorities.length === 0 && (
            <p data-testid="timestamp">{t("verify.timestamp.none")}</p>
          )}
          {verdict.timestamp !== null && (
            <p
              data-testid="timestamp"
              className={cn(verdict.timestamp.problem && "font-medium text-destructive")}
            >
              {verdict.timestamp.problem
                ? t(`verify.timestamp.problems.${verdict.timestamp.problem}`)
                : t("verify.timestamp.ok", {
                    issuer: hostOf(verdict.timestamp.issuer ?? ""),
                    date: when(verdict.timestamp.time ?? ""),
                  })}
            </p>
          )}
          {verdict.authorities.map((check) => (
            <AuthorityLine key={check.authority} check={check} when={when} />
          ))}
        </div>
      </Card>

      <section aria-labelledby="verified-items">
        <h3 id="verified-items" className="mb-2 text-lg font-semibold">
          {t("verify.items")}
        </h3>
        <ol className="grid gap-2">
          {verdict.items.map((item, index) =>
            // A long case shows its first items and every one that does not match; the rest on request.
            !showAll && index >= SHOWN_ITEMS && item.intact ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; ids in a stranger's bundle may repeat
              <li key={index} data-testid="verified-item">
                <Card className="grid gap-1 p-4 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="[overflow-wrap:anywhere] font-semibold">
                      {index + 1}. {item.title}
                    </span>
                    <Mark ok={item.intact}>
                      {item.intact ? t("verify.itemIntact") : t("verify.itemChanged")}
                    </Mark>
                  </p>
                  <p className="text-muted-foreground">{kindLabel(t, item.kind)}</p>
                  {item.files.length === 0 ? (
                    <p className="text-muted-foreground">{t("verify.noFiles")}</p>
                  ) : (
                    <ul className="grid gap-0.5">{item.files.map(fileLine)}</ul>
                  )}
                </Card>
              </li>
            ),
          )}
        </ol>
        {!showAll && hidden > 0 && (
          <Button
            variant="outline"
            // Two numbers and words that may not fit a phone's width on one line.
            className="mt-3 h-auto min-h-10 max-w-full whitespace-normal text-left"
            onClick={() => setShowAll(true)}
          >
            {t("verify.showAll", {
              total: formatNumber(lang, verdict.items.length),
              hidden: formatNumber(lang, hidden),
            })}
          </Button>
        )}
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

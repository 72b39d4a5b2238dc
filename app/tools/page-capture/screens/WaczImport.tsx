import { lazy, Suspense } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Card } from "#app/ui/Card.tsx";
import { FilePicker } from "#app/ui/FilePicker.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import { type ArchiveVerdict, archiveEvidence, archiveVerdict } from "../logic/archive-verdict.ts";
import type { WaczCheck } from "../logic/wacz-check.ts";
import { useWaczCheck } from "../state/use-wacz-check.ts";

const ArchivedPage = lazy(() => import("./ArchivedPage.tsx"));

const WACZ_TYPES = ".wacz,application/wacz,application/zip";
// What the site's captures take at most, and well beyond what a browser reads comfortably.
const MAX_BYTES = 500 * 1024 * 1024;
const GOOD: ReadonlySet<ArchiveVerdict> = new Set(["intact-signed-here", "intact-signed"]);

/** The verdict in words and an icon, never colour alone. */
function Verdict({ verdict }: { verdict: ArchiveVerdict }) {
  const { t } = useTranslation("page_capture");
  const good = GOOD.has(verdict);
  const bad = verdict === "altered" || verdict === "unreadable";
  return (
    <p
      className={`flex items-start gap-2 rounded-lg border p-3 text-lg font-semibold ${
        bad ? "border-destructive/50 text-destructive" : good ? "border-primary/40" : ""
      }`}
      data-testid="wacz-verdict"
      data-verdict={verdict}
    >
      <Icon name={bad ? "triangle-alert" : good ? "circle-check" : "info"} className="mt-1 shrink-0" />
      {t(`import.verdicts.${verdict}`)}
    </p>
  );
}

function CheckDetails({ check }: { check: Exclude<WaczCheck, { verdict: "unreadable" }> }) {
  const { t, i18n } = useTranslation("page_capture");
  const { info, signature } = check;
  const when = (iso: string | null) =>
    iso && !Number.isNaN(Date.parse(iso)) ? formatUtc(i18n.language, iso) : null;
  const rows = [
    { id: "title", label: t("import.title"), value: info.title },
    { id: "page", label: t("import.page"), value: info.mainPageUrl },
    { id: "created", label: t("import.created"), value: when(info.created) },
    { id: "software", label: t("import.software"), value: info.software },
    {
      id: "signature",
      label: t("import.signature"),
      value:
        signature.status === "valid"
          ? t(signature.knownKey ? "import.signatureHere" : "import.signatureOther")
          : t(`import.signatureStatus.${signature.status}`),
    },
    ...(signature.status === "valid"
      ? [{ id: "key", label: t("import.publicKey"), value: signature.publicKey, mono: true }]
      : []),
    ...(check.timestamps.length > 0
      ? [
          {
            id: "timestamps",
            label: t("import.timestamps"),
            value: t("import.timestampsValue", { count: check.timestamps.length }),
          },
        ]
      : []),
  ].filter((row) => row.value);
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.id} className="min-w-0 rounded-lg border p-3" data-fact={row.id}>
            <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
            <dd
              className={
                "mono" in row && row.mono
                  ? "mt-1 break-all font-mono text-xs"
                  : "mt-1 font-semibold [overflow-wrap:anywhere]"
              }
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {check.findings.length > 0 && (
        <ul className="grid gap-1" data-testid="wacz-findings">
          {check.findings.map((finding) => (
            <li
              key={`${finding.code} ${"path" in finding ? finding.path : ""}`}
              className="[overflow-wrap:anywhere]"
            >
              {t(`import.findings.${finding.code}`, { path: "path" in finding ? finding.path : "" })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** "Check a web archive": a WACZ from anywhere, checked and shown in the browser, and kept in a case. */
export function WaczImport({ captureKey }: { captureKey: string }) {
  const { t } = useTranslation("page_capture");
  const { state, check, reset } = useWaczCheck([captureKey]);
  const done = state.phase === "done" ? state : null;
  const verdict = done && archiveVerdict(done.check);
  return (
    <Card className="mt-10 grid gap-4 p-5 sm:p-6">
      <h2 className="text-2xl font-semibold">{t("import.heading")}</h2>
      <p>{t("import.intro")}</p>
      <FilePicker
        accept={WACZ_TYPES}
        maxBytes={MAX_BYTES}
        // Not the page's main input: a file pasted on the page is not taken for an archive.
        paste="accepted"
        onFile={(file) => void check(file)}
        onRefused={reset}
        busy={state.phase === "checking"}
        icon="archive"
        buttonIcon="upload"
        texts={{
          choose: t("import.choose"),
          drop: t("import.drop"),
          formats: t("import.formats"),
          tooLarge: t("import.tooLarge"),
          wrongType: t("import.wrongType"),
        }}
      />
      <PrivacyNote>{t("import.privacy")}</PrivacyNote>
      {state.phase === "checking" && (
        <p role="status" className="flex items-center gap-2">
          <Icon name="loader-circle" className="animate-spin" />
          {t("import.checking")}
        </p>
      )}
      {done && verdict && (
        <section
          aria-label={t("import.resultLabel", { name: done.file.name })}
          className="grid gap-4"
          data-testid="wacz-check"
        >
          <Verdict verdict={verdict} />
          {done.check.verdict === "unreadable" ? (
            <p>{t(`import.unreadable.${done.check.problem}`)}</p>
          ) : (
            <>
              <CheckDetails check={done.check} />
              <div>
                <AddToCaseButton
                  evidence={{
                    kind: "web-archive",
                    title: done.check.info.title || done.file.name,
                    ...(done.check.info.mainPageUrl ? { sourceUrl: done.check.info.mainPageUrl } : {}),
                    result: archiveEvidence(done.check, done.file.name),
                    files: [done.file],
                  }}
                />
              </div>
              <p className="text-sm text-muted-foreground">{t("import.notProve")}</p>
              {done.check.info.mainPageUrl && (
                <Suspense fallback={null}>
                  <ArchivedPage wacz={done.file} pageUrl={done.check.info.mainPageUrl} />
                </Suspense>
              )}
            </>
          )}
        </section>
      )}
    </Card>
  );
}

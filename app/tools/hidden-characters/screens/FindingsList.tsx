import { useTranslation } from "#app/i18n/react.tsx";
import { scriptNames } from "#app/lib/text/script-name.ts";
import { Button } from "#app/ui/Button.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import type { Analysis, Finding } from "../logic/analyze.ts";
import { badgeLabel } from "../logic/badge.ts";
import { CHARACTER_CLASSES, type CharacterClass } from "../logic/char-classes.ts";
import { codePointLabel } from "../logic/code-point-label.ts";

// Past this many distinct characters of one kind (a message in tag characters…), the rest are counted.
const MAX_ROWS = 12;

/** The action each kind's button takes, as cleanText does it. */
const ACTION_KEY: Partial<Record<CharacterClass, string>> = {
  space: "actions.plainSpaces",
  lookalike: "actions.realLetters",
};

/**
 * Every kind found, each with what it means and what it does not prove, its characters (badge, code
 * point, Unicode name, count) and a button that takes them out or replaces them.
 */
export function FindingsList({
  analysis,
  busy,
  onClean,
}: {
  analysis: Analysis;
  busy: boolean;
  onClean: (classes: CharacterClass[]) => void;
}) {
  const { t, i18n } = useTranslation("hidden_characters");
  const scripts = scriptNames(i18n.language);
  const count = new Intl.NumberFormat(i18n.language);
  const kinds = CHARACTER_CLASSES.filter((kind) => analysis.counts[kind] > 0);
  if (kinds.length === 0) return null;

  const characterCell = (finding: Finding) =>
    finding.lookalike ? (
      <span className="font-mono text-base">{String.fromCodePoint(finding.codePoint)}</span>
    ) : (
      <span className="font-mono text-xs font-semibold">⟨{badgeLabel(finding.kind, finding.codePoint)}⟩</span>
    );

  return (
    <section aria-labelledby="findings-heading" className="grid grid-cols-1 gap-4">
      <h2 id="findings-heading" className="text-lg font-semibold">
        {t("list.heading")}
      </h2>
      {kinds.map((kind) => {
        const all = analysis.findings.filter((finding) => finding.kind === kind);
        const findings = all.slice(0, MAX_ROWS);
        return (
          <article
            key={kind}
            aria-labelledby={`kind-${kind}`}
            className="grid grid-cols-1 gap-3 rounded-lg border p-4"
            data-testid={`kind-${kind}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`kind-${kind}`} className="font-semibold">
                {t(`kinds.${kind}.name`)}{" "}
                <span className="font-normal text-muted-foreground">
                  ({t("list.count", { count: analysis.counts[kind] })})
                </span>
              </h3>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => onClean([kind])}>
                {t(ACTION_KEY[kind] ?? "actions.remove")}
              </Button>
            </div>
            <dl className="grid grid-cols-1 gap-2 text-sm">
              <div>
                <dt className="font-medium">{t("means")}</dt>
                <dd className="text-muted-foreground">{t(`kinds.${kind}.means`)}</dd>
              </div>
              <div>
                <dt className="font-medium">{t("notProof")}</dt>
                <dd className="text-muted-foreground">{t(`kinds.${kind}.notProof`)}</dd>
              </div>
            </dl>
            <DataTable<Finding>
              caption={t(`kinds.${kind}.name`)}
              rows={findings}
              rowKey={(finding) => `${finding.codePoint}-${finding.lookalike?.passesFor ?? ""}`}
              columns={[
                {
                  header: t("list.character"),
                  cell: (finding) => (
                    <>
                      {characterCell(finding)}
                      <span className="block whitespace-nowrap font-mono text-xs text-muted-foreground">
                        {codePointLabel(finding.codePoint)}
                      </span>
                    </>
                  ),
                },
                {
                  header: t("list.name"),
                  cell: (finding) => (
                    <>
                      <span className="font-mono text-xs">{finding.name}</span>
                      {finding.lookalike && (
                        <span className="block">
                          {t("list.looksLike", {
                            letter: String.fromCodePoint(finding.lookalike.passesFor),
                            script: scripts.inSentence(finding.lookalike.passesForScript),
                            ownScript: scripts.inSentence(finding.lookalike.script),
                          })}
                        </span>
                      )}
                    </>
                  ),
                },
                { header: t("list.times"), figures: true, cell: (finding) => count.format(finding.count) },
              ]}
            />
            {all.length > MAX_ROWS && (
              <p className="text-sm text-muted-foreground">
                {t("list.more", { count: all.length - MAX_ROWS })}
              </p>
            )}
          </article>
        );
      })}
    </section>
  );
}

import { useId } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatDateTime } from "#app/lib/dates/format-date.ts";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { isWebAddress } from "#app/lib/text/web-address-input.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { kindLabel } from "../logic/kind-label.ts";
import { summaryOf } from "../logic/summaries.ts";
import { removeItem, updateItemNote } from "../state/cases.ts";
import type { StoredItem } from "../state/db.ts";

/**
 * One piece of evidence: what made it, when, from where, what it found in words (the tool's summary),
 * its files with their hashes, a note; the raw result folded under "Details".
 */
export function ItemCard({ item, position }: { item: StoredItem; position: number }) {
  const { t, i18n } = useTranslation("case_file");
  const lang = i18n.language as Language;
  const id = useId();
  const summary = summaryOf(item, t, lang);
  return (
    <li>
      <Card className="grid gap-3 p-4">
        {/* The remove button stays top right beside the kind and title, a phone's narrow card included:
            the text beside it wraps, the button never goes to a row of its own. */}
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {position}. {kindLabel(t, item.kind)}
            </p>
            <h3 className="[overflow-wrap:anywhere] font-semibold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">
              {t("case.added", { date: formatDateTime(lang, new Date(item.addedAt), { seconds: true }) })}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-label={`${t("colon", { label: t("case.remove") })} ${item.title}`}
            onClick={() => void removeItem(item.id)}
          >
            <Icon name="x" />
            <span className="sr-only sm:not-sr-only">{t("case.remove")}</span>
          </Button>
        </div>
        {item.sourceUrl && (
          <p className="text-sm">
            <span className="font-medium">{t("colon", { label: t("case.source") })} </span>
            <a
              href={item.sourceUrl}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="break-all underline"
            >
              {item.sourceUrl}
            </a>
            {item.kind !== "page-capture" && item.kind !== "web-archive" && isWebAddress(item.sourceUrl) && (
              <>
                {" "}
                <a
                  href={`/${i18n.language}/tools/page-capture?url=${encodeURIComponent(item.sourceUrl)}`}
                  className="whitespace-nowrap font-medium text-primary hover:underline"
                >
                  {t("case.preserve")}
                </a>
              </>
            )}
          </p>
        )}
        {summary && (
          <div className="grid gap-1 text-sm" data-testid="item-summary">
            <dl className="grid gap-1">
              {summary.lines.map((line) => (
                <div key={`${line.label} ${line.value}`} className="min-w-0">
                  <dt className="inline font-medium">{t("colon", { label: line.label })} </dt>
                  <dd className="inline whitespace-pre-wrap break-words">{line.value}</dd>
                </div>
              ))}
            </dl>
            {summary.limits && <p className="text-muted-foreground">{summary.limits}</p>}
          </div>
        )}
        {item.files.length > 0 && (
          <div className="text-sm">
            <p className="font-medium">{t("case.files", { count: item.files.length })}</p>
            <ul className="mt-1 grid gap-1">
              {item.files.map((file) => (
                <li key={file.key} className="min-w-0">
                  <span className="break-all">{file.name}</span>{" "}
                  <span className="text-muted-foreground">({formatBytes(file.size, lang)})</span>
                  <br />
                  <code className="break-all font-mono text-xs text-muted-foreground">
                    SHA-256 {file.sha256}
                  </code>
                </li>
              ))}
            </ul>
          </div>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t("case.result")}</summary>
          {/* Wrapped rather than scrolled sideways: a result's long addresses and hashes stay readable on a phone. */}
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted p-3 text-xs [overflow-wrap:anywhere]">
            {JSON.stringify(item.result, null, 2)}
          </pre>
        </details>
        <div className="grid gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {t("case.note")}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            defaultValue={item.note}
            className={`${fieldBox("regular")} h-auto min-h-12 py-2`}
            onChange={(event) => void updateItemNote(item.id, event.target.value)}
          />
        </div>
      </Card>
    </li>
  );
}

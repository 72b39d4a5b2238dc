import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { HistoryHint } from "../logic/jpeg-history/hints.ts";
import type { JpegHistory as History, TableUse } from "../logic/jpeg-history/history.ts";
import { hintTexts, historyFacts } from "../logic/jpeg-history/in-words.ts";
import { tableRange } from "../logic/jpeg-history/table-range.ts";
import { MeansNotProves } from "./MeansNotProves.tsx";

/** One table as the 8×8 grid it is, numbers always written; the shade only repeats them. */
function QuantGrid({ use }: { use: TableUse }) {
  const { t, i18n } = useTranslation("image_inspector");
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const { min, max, mean } = tableRange(use.table.values);
  const rows = [0, 1, 2, 3, 4, 5, 6, 7];
  const captionId = `qtable-${use.table.id}`;
  return (
    <figure className="min-w-0">
      <table
        className="border-collapse font-mono text-xs tabular-nums"
        aria-labelledby={captionId}
        data-testid="quant-table"
      >
        <caption id={captionId} className="mb-1 text-left font-sans text-sm font-medium">
          {t("jpeg_history.tables.caption", {
            id: use.table.id,
            role: t(`jpeg_history.tables.roles.${use.role}`),
            bits: use.table.precision,
          })}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              {rows.map((column) => {
                const value = use.table.values[row * 8 + column] ?? 0;
                // 1 is the finest rounding, 255 the coarsest an 8-bit table holds.
                const shade = Math.round((Math.min(value, 128) / 128) * 30);
                return (
                  <td
                    key={column}
                    className="h-7 w-8 border border-border text-center"
                    style={{
                      backgroundColor: `color-mix(in oklab, var(--color-primary) ${shade}%, transparent)`,
                    }}
                  >
                    {number.format(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-1 text-xs text-muted-foreground">
        {t("jpeg_history.tables.range", {
          min: number.format(min),
          max: number.format(max),
          mean: number.format(mean),
        })}
      </figcaption>
    </figure>
  );
}

function HintCard({ hint }: { hint: HistoryHint }) {
  const { t } = useTranslation("image_inspector");
  const { title, means, notProves } = hintTexts(t, hint);
  return (
    <li data-hint={hint.code}>
      <Card className="border-amber-500/60 p-4">
        <h4 className="flex items-start gap-2 font-semibold">
          <Icon name="triangle-alert" className="mt-0.5 text-amber-600 dark:text-amber-400" />
          {title}
        </h4>
        <MeansNotProves className="mt-2" means={means} notProves={notProves} />
      </Card>
    </li>
  );
}

/** What the file's own compression says: quality, encoder, sampling, process, hints, then the tables. */
export function JpegHistory({ history }: { history: History }) {
  const { t, i18n } = useTranslation("image_inspector");
  const facts = historyFacts(t, i18n.language as Language, history);
  return (
    <section aria-labelledby="jpeg-history-heading" className="mt-8" data-testid="jpeg-history">
      <h2 id="jpeg-history-heading" className="mb-1 flex items-center gap-2 text-xl font-semibold">
        <Icon name="layout-grid" />
        {t("jpeg_history.heading")}
      </h2>
      <p className="mb-3 text-muted-foreground">{t("jpeg_history.intro")}</p>
      <Card className="p-4 sm:p-5">
        <dl className="grid gap-3 sm:grid-cols-2" data-testid="jpeg-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <MeansNotProves
          className="mt-4 border-t border-border pt-3"
          means={t("jpeg_history.how.means")}
          notProves={t("jpeg_history.how.notProves")}
        />
      </Card>
      <h3 className="mt-5 mb-2 font-semibold">{t("jpeg_history.hints.heading")}</h3>
      <p className="mb-2 text-sm text-muted-foreground">{t("jpeg_history.hints.note")}</p>
      {history.hints.length === 0 ? (
        <p data-testid="no-hints">{t("jpeg_history.hints.none")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="history-hints">
          {history.hints.map((hint) => (
            <HintCard key={hint.code} hint={hint} />
          ))}
        </ul>
      )}
      <h3 className="mt-5 mb-1 font-semibold">{t("jpeg_history.tables.heading")}</h3>
      <p className="mb-3 text-sm text-muted-foreground">{t("jpeg_history.tables.explain")}</p>
      <div className="flex max-w-full flex-wrap gap-6 overflow-x-auto">
        {history.tables.map((use) => (
          <QuantGrid key={use.table.id} use={use} />
        ))}
      </div>
      <p className="mt-3 text-sm">
        <a
          className="text-primary underline underline-offset-2"
          href="https://www.w3.org/Graphics/JPEG/itu-t81.pdf"
          rel="noreferrer"
        >
          {t("jpeg_history.method")}
        </a>
      </p>
    </section>
  );
}

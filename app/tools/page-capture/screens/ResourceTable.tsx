import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { DataTable } from "#app/ui/DataTable.tsx";
import type { ResourceLine } from "../logic/capture-report.ts";

/** What the site answered for one address, in words: its status, a redirect, or why it was refused. */
function answerOf(line: ResourceLine, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (line.refused) return t("resources.refused", { reason: t(`reasons.${line.refused}`) });
  const status = String(line.status ?? "");
  const answer = line.location ? t("resources.redirect", { status, location: line.location }) : status;
  return line.truncated ? `${answer} (${t(`resources.truncated.${line.truncated}`)})` : answer;
}

/** Every resource of a capture, as it is fetched and once it is done: each address, answer, type, size, hash. */
export function ResourceTable({ lines }: { lines: readonly ResourceLine[] }) {
  const { t, i18n } = useTranslation("page_capture");
  return (
    <DataTable
      caption={t("resources.caption")}
      captionShown
      rows={lines}
      rowKey={(line) => line.url}
      tall
      columns={[
        {
          header: t("resources.address"),
          cell: (line) => line.url,
          className: "[overflow-wrap:anywhere] min-w-56",
        },
        {
          header: t("resources.answer"),
          cell: (line) => (
            <span className={line.refused ? "font-medium text-destructive" : undefined}>
              {answerOf(line, t)}
            </span>
          ),
          className: "min-w-40 [overflow-wrap:anywhere]",
        },
        {
          header: t("resources.type"),
          cell: (line) => (line.refused ? "" : line.type || t("resources.noType")),
          className: "whitespace-nowrap",
        },
        {
          header: t("resources.size"),
          cell: (line) => (line.bytes === undefined ? "" : formatBytes(line.bytes, i18n.language)),
          figures: true,
          className: "whitespace-nowrap",
        },
        {
          header: t("resources.sha256"),
          cell: (line) => line.sha256 ?? "",
          className: "font-mono text-xs break-all min-w-48",
        },
      ]}
    />
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/ui/cn.ts";
import type { Report } from "../logic/report.ts";
import { Section } from "./ReportParts.tsx";

const HOP_COLUMNS = ["step", "address", "status", "via", "time", "ip"] as const;

/** A cell of the path; on a phone a line of its own that names its column. */
function HopCell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={cn(
        "px-2 py-2 max-sm:block max-sm:px-0 max-sm:py-0.5 max-sm:before:mr-2 max-sm:before:font-sans max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
        className,
      )}
    >
      {children}
    </td>
  );
}

/** Each request of the chain, in order, with its answer and the server address it came from. */
export function HopPath({ hops }: { hops: Report["hops"] }) {
  const { t } = useTranslation("link_investigator");
  return (
    <Section title={t("report.hops.heading")}>
      {/* A table on wide screens; on a phone each hop is a block of labelled lines, nothing to scroll. */}
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{t("report.hops.caption")}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b">
            {HOP_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-medium">
                {t(`report.hops.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {hops.map((hop, i) => (
            // A chain never visits an address twice (a loop stops it), so the address names the hop.
            <tr key={hop.url} className="border-b align-top last:border-0 max-sm:block max-sm:py-2">
              <HopCell label={t("report.hops.step")}>{i + 1}</HopCell>
              <HopCell label={t("report.hops.address")} className="sm:min-w-[16rem]">
                <span className="break-all font-mono">{hop.url}</span>
                {hop.host !== URL.parse(hop.url)?.hostname && (
                  <span className="block text-muted-foreground">{hop.host}</span>
                )}
              </HopCell>
              <HopCell label={t("report.hops.status")}>{hop.status ?? t("report.hops.noAnswer")}</HopCell>
              <HopCell label={t("report.hops.via")}>{t(`report.hops.viaLabels.${hop.via}`)}</HopCell>
              <HopCell label={t("report.hops.time")} className="sm:whitespace-nowrap">
                {t("report.hops.ms", { ms: hop.ms })}
              </HopCell>
              <HopCell label={t("report.hops.ip")} className="font-mono">
                {hop.address ?? "—"}
              </HopCell>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

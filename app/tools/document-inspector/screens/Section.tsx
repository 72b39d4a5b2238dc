import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { IconName } from "#app/ui/icon-names.ts";

/** One part of the report: a heading with its icon, then its content. */
export function Section({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8" data-section={id}>
      <h2 id={`${id}-heading`} className="mb-3 flex items-center gap-2 text-xl font-semibold">
        <Icon name={icon} className="text-primary" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The file's SHA-256 to cite it, in a font that keeps its digits apart; "computing" until it is known. */
export function Sha256({ value }: { value?: string }) {
  const { t } = useTranslation("document_inspector");
  return value ? (
    <code className="text-xs [overflow-wrap:anywhere]" data-testid="sha256">
      {value}
    </code>
  ) : (
    <span className="text-muted-foreground">{t("file.hashing")}</span>
  );
}

/** A table of label and value rows, wrapped to the screen; long values break anywhere. */
export function FactsTable({ rows, caption }: { rows: readonly [string, ReactNode][]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b last:border-b-0">
              <th scope="row" className="w-1/3 px-3 py-2 text-left align-top font-medium">
                {label}
              </th>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

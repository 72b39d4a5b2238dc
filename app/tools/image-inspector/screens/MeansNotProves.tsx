import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/ui/cn.ts";

/** What a finding means and what it does not prove, side by side: how every finding of the report ends. */
export function MeansNotProves({
  means,
  notProves,
  className,
}: {
  means: ReactNode;
  notProves: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("image_inspector");
  return (
    <dl className={cn("grid gap-2 text-sm sm:grid-cols-2", className)}>
      <div>
        <dt className="font-medium">{t("findings.means")}</dt>
        <dd className="[overflow-wrap:anywhere] text-muted-foreground">{means}</dd>
      </div>
      <div>
        <dt className="font-medium">{t("findings.notProves")}</dt>
        <dd className="text-muted-foreground">{notProves}</dd>
      </div>
    </dl>
  );
}

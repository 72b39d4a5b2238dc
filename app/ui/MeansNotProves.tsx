import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * What a finding means and what it does not prove, side by side: how every finding of an inspector's
 * report ends. `labels` are the two headings in the page's language, from the tool's texts.
 */
export function MeansNotProves({
  means,
  notProves,
  labels,
  className,
}: {
  means: ReactNode;
  notProves: ReactNode;
  labels: { means: string; notProves: string };
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-2 text-sm sm:grid-cols-2", className)}>
      <div>
        <dt className="font-medium">{labels.means}</dt>
        <dd className="[overflow-wrap:anywhere] text-muted-foreground">{means}</dd>
      </div>
      <div>
        <dt className="font-medium">{labels.notProves}</dt>
        <dd className="text-muted-foreground">{notProves}</dd>
      </div>
    </dl>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Icon } from "#app/ui/Icon.tsx";

/** The link back to another page of the case file, above a page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <Link to={localized(to)} className="inline-flex items-center gap-1.5 text-sm font-medium hover:underline">
      <Icon name="arrow-left" className="size-4" />
      {children}
    </Link>
  );
}

import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { ToolIcon } from "#app/ui/ToolIcon.tsx";
import type { ToolSummary } from "./types.ts";

export function ToolCard({ tool, headingLevel = 3 }: { tool: ToolSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-md" data-testid="tool-card">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <ToolIcon name={tool.icon} className="size-6" />
        </span>
        {tool.category && (
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            {tool.category.name}
          </span>
        )}
      </div>
      <Heading className="mt-4 text-lg font-semibold">
        <Link to={to(`/tools/${tool.slug}`)} className="hover:underline">
          {tool.name}
        </Link>
      </Heading>
      <p className="mt-1 flex-1 text-sm text-muted-foreground">{tool.description}</p>
      {tool.comingSoon ? (
        <Button variant="secondary" disabled className="mt-5 w-full">
          {t("toolCard.comingSoon")}
        </Button>
      ) : (
        <Link to={to(`/tools/${tool.slug}`)} className={buttonClasses("default", "default", "mt-5 w-full")}>
          {t("toolCard.open")}
          {/* The visible label starts the accessible name; the tool's name tells the links apart. */}
          <span className="sr-only">: {tool.name}</span>
          <Icon name="arrow-right" />
        </Link>
      )}
    </Card>
  );
}

export function ToolCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-5" aria-hidden="true" data-testid="tool-card-skeleton">
      <div className="flex items-start justify-between">
        <span className="size-11 animate-pulse rounded-lg bg-muted" />
        <span className="h-5 w-20 animate-pulse rounded-full bg-muted" />
      </div>
      <span className="mt-4 h-6 w-2/3 animate-pulse rounded bg-muted" />
      <span className="mt-2 h-4 w-full animate-pulse rounded bg-muted" />
      <span className="mt-1 h-4 w-5/6 animate-pulse rounded bg-muted" />
      <span className="mt-5 h-10 w-full animate-pulse rounded-md bg-muted" />
    </Card>
  );
}

/** The grid every list of tools uses: one column on phones, up to `columns` on wide screens. */
export function ToolGrid({ children, columns = 3 }: { children: React.ReactNode; columns?: 3 | 4 }) {
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {children}
    </div>
  );
}

export function ToolGridSkeleton({ count = 4, columns = 4 }: { count?: number; columns?: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("toolCard.loading")}>
      <ToolGrid columns={columns}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ToolCardSkeleton key={index} />
        ))}
      </ToolGrid>
    </div>
  );
}

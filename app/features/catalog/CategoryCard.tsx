import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Card } from "#app/ui/Card.tsx";
import { CategoryIcon } from "#app/ui/ToolIcon.tsx";

export interface CategoryCardData {
  slug: string;
  name: string;
  description: string;
  toolCount: number;
}

export function CategoryCard({ category }: { category: CategoryCardData }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Card className="relative h-full p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
          <CategoryIcon slug={category.slug} className="size-6" />
        </span>
        <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
          {t("pages.home.categories.count", { count: category.toolCount })}
        </span>
      </div>
      <h3 className="mt-4 text-lg font-semibold">
        {/* The link covers the whole card, so the card is one target. */}
        <Link to={to(`/category/${category.slug}`)} className="after:absolute after:inset-0 hover:underline">
          {category.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{category.description}</p>
    </Card>
  );
}

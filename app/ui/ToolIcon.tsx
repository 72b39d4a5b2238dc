import { Icon } from "./Icon.tsx";
import { type IconName, iconNameFromPascal, isIconName } from "./icon-names.ts";

const CATEGORY_ICONS: Record<string, IconName> = {
  "web-tools": "globe",
  "text-tools": "type",
  analytics: "chart-column",
  "time-tools": "clock",
  planning: "calendar-check",
};

/** A tool's icon, named as the catalogue stores it ("ChartLine"); an unknown name shows the link icon. */
export function ToolIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const kebab = name ? iconNameFromPascal(name) : "";
  return <Icon name={isIconName(kebab) ? kebab : "link"} className={className} />;
}

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  return <Icon name={CATEGORY_ICONS[slug] ?? "layout-grid"} className={className} />;
}

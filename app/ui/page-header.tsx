import type { ReactNode } from "react";

/** The heading block every page starts with. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8 space-y-3">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {subtitle && <p className="max-w-3xl text-lg text-muted-foreground">{subtitle}</p>}
      {children}
    </header>
  );
}

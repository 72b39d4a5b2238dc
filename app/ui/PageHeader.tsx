import type { ReactNode, Ref } from "react";

/** The heading block every page starts with. */
export function PageHeader({
  title,
  subtitle,
  children,
  titleRef,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** For a page that is itself a result: its title can then take the focus (app/ui/use-focus-on-arrival.ts). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="mb-8 space-y-3">
      <h1
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className="text-3xl font-bold tracking-tight sm:text-4xl"
      >
        {title}
      </h1>
      {subtitle && <p className="max-w-3xl text-lg text-muted-foreground">{subtitle}</p>}
      {children}
    </header>
  );
}

import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { Icon } from "./Icon.tsx";

/**
 * The note that what a person gives a tool stays in their browser: a shield, then the tool's own words
 * (each tool says what it keeps and why). The shield sits on the first line when the words wrap.
 */
export function PrivacyNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-sm text-muted-foreground", className)}>
      <Icon name="shield-check" className="mt-0.5 text-primary" />
      {children}
    </p>
  );
}

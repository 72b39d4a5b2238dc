import type { ReactNode } from "react";
import type { TransformToolId } from "../../logic/registry.ts";
import type { TextActions } from "../../state/actions.ts";

/** What every tool's panel gets from the page. */
export type PanelProps = {
  actions: TextActions;
  /** The tool running off the main thread, if any: its button spins, every action waits. */
  busyTool: TransformToolId | null;
  /**
   * Its headings' element: under the tool's name on the index page (h3), right under the page's h1 on a
   * tool's own page (h2), so that no heading level is skipped.
   */
  Heading: "h2" | "h3";
};

/** A panel's parts: its options, then its action buttons. */
export function Options({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-start gap-x-8 gap-y-4">{children}</div>;
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}

export function Note({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** A column of a chart's table: its heading and what each row shows in it. */
export interface FiguresColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

/**
 * The figures behind a chart, as a table folded under a summary: what a reader who does not read the
 * chart, or cannot see it, reads instead. The first column names each row; the others are figures,
 * aligned right. The box scrolls when the table is long or wider than the screen, so it is reachable by
 * keyboard and named by the caption.
 */
export function FiguresTable<Row>({
  summary,
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  summary: string;
  caption: string;
  columns: readonly [FiguresColumn<Row>, ...FiguresColumn<Row>[]];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  testId?: string;
}) {
  const [named, ...figures] = columns;
  const gap = (index: number) => index < figures.length - 1 && "pr-4";
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-primary">{summary}</summary>
      <section
        className="mt-2 max-h-80 overflow-auto"
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="w-full text-left" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-4 font-medium">
                {named.header}
              </th>
              {figures.map((column, index) => (
                <th key={column.header} scope="col" className={cn("py-1 text-right font-medium", gap(index))}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-border/50">
                <th scope="row" className="py-1 pr-4 font-normal tabular-nums">
                  {named.cell(row)}
                </th>
                {figures.map((column, index) => (
                  <td key={column.header} className={cn("py-1 text-right tabular-nums", gap(index))}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

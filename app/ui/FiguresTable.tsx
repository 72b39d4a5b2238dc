import { type DataColumn, DataTable } from "./DataTable.tsx";

/** A column of a chart's table: its heading and what each row shows in it. */
export type FiguresColumn<Row> = Pick<DataColumn<Row>, "header" | "cell">;

/**
 * The figures behind a chart, as a table folded under a summary: what a reader who does not read the
 * chart, or cannot see it, reads instead. The first column names each row; the others are figures,
 * aligned right. A DataTable whose box scrolls when the table is long or wider than the screen.
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
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-primary">{summary}</summary>
      <DataTable<Row>
        caption={caption}
        columns={[
          { ...named, className: "tabular-nums" },
          ...figures.map((column) => ({ ...column, figures: true })),
        ]}
        rows={rows}
        rowKey={rowKey}
        tall
        className="mt-2"
        testId={testId}
      />
    </details>
  );
}

import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "./cn.ts";

/** A column of a data table: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Counts and other figures: aligned right, their digits in columns. */
  figures?: boolean;
  /** Its share of the width (`w-2/5`), set on its header: with `fixed`, it holds whatever its cells say. */
  width?: string;
  /** Classes of its cells below the header (`font-mono`, `[overflow-wrap:anywhere]`). */
  className?: string;
}

/**
 * True while the box is smaller than what it holds (a wide table on a phone, a long one in a box of
 * bounded height), measured again when either changes size.
 */
function useScrolls() {
  const box = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { box, scrolls };
}

/**
 * A table of what a tool found, one row each: the first column names the row, the others say what it
 * is, figures aligned right. Named by its caption, shown or read only by screen readers. Wider than the
 * screen (or longer than a `tall` box), it scrolls in a box that the keyboard can then reach and that its
 * caption names.
 */
export function DataTable<Row>({
  caption,
  captionShown = false,
  columns,
  rows,
  rowKey,
  fixed = false,
  tall = false,
  className,
  testId,
}: {
  caption: string;
  /** The caption above the table; otherwise a heading or summary beside it says the same to the eye. */
  captionShown?: boolean;
  columns: readonly [DataColumn<Row>, ...DataColumn<Row>[]];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** Columns as wide as their `width` says, long words broken, rather than as wide as their longest cell. */
  fixed?: boolean;
  /** At most 20 rem high, scrolling down past it: a long list of figures. */
  tall?: boolean;
  /** Classes of the box around the table (its margins). */
  className?: string;
  testId?: string;
}) {
  const { box, scrolls } = useScrolls();
  const [named, ...others] = columns;
  const cell = (column: DataColumn<Row>, last: boolean) =>
    cn("py-1.5", !last && "pr-3", column.figures && "text-right tabular-nums");
  const last = (index: number) => index === others.length - 1;
  return (
    // A section is a region only once named: so only while it scrolls, when the keyboard can reach it.
    <section
      ref={box}
      className={cn(tall ? "max-h-80 overflow-auto" : "overflow-x-auto", className)}
      data-testid={testId}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      <table className={cn("w-full text-left text-sm", fixed && "table-fixed")}>
        <caption className={captionShown ? "mb-2 text-left font-medium" : "sr-only"}>{caption}</caption>
        <thead>
          <tr className="border-b">
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={cn(cell(column, index === columns.length - 1), "font-medium", column.width)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-border/50 align-top">
              <th
                scope="row"
                className={cn(cell(named, others.length === 0), "font-normal", named.className)}
              >
                {named.cell(row)}
              </th>
              {others.map((column, index) => (
                <td key={column.header} className={cn(cell(column, last(index)), column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import type { Ranked } from "../logic/series.ts";

/**
 * One list of the statistics (referrers, countries…) as a table whose rows carry a bar of their share:
 * the chart and its table are one element, read the same by eyes and screen readers.
 */
export function RankedTable({
  title,
  heading,
  countHeading,
  rows,
  label,
  numbers,
  empty,
  testId,
}: {
  title: string;
  /** The columns' headers: what is counted, and the count. */
  heading: string;
  countHeading: string;
  rows: Ranked[];
  label: (key: string) => string;
  numbers: Intl.NumberFormat;
  empty: string;
  testId: string;
}) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const shown = rows.slice(0, 10);
  const percent = new Intl.NumberFormat(numbers.resolvedOptions().locale, { style: "percent" });
  return (
    <section className="rounded-lg border bg-card p-4 shadow-sm" data-testid={testId}>
      <h3 className="mb-3 font-semibold">{title}</h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{heading}</th>
              <th scope="col">{countHeading}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="w-full py-1 pr-3 text-left font-normal">
                  <span className="block break-all">{label(row.key)}</span>
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-muted">
                    <span
                      className="block h-1.5 rounded-full bg-primary"
                      style={{ width: `${(row.count / Math.max(1, total)) * 100}%` }}
                    />
                  </span>
                </th>
                <td className="whitespace-nowrap py-1 text-right tabular-nums">
                  {numbers.format(row.count)}{" "}
                  <span className="text-muted-foreground">
                    ({percent.format(row.count / Math.max(1, total))})
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

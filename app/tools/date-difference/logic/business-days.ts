/**
 * The days from Monday to Friday among `days` consecutive days starting on `startDayOfWeek` (ISO:
 * 1 Monday … 7 Sunday). Public holidays are not counted out: they differ by country and year.
 */
export function countWeekdays(startDayOfWeek: number, days: number): number {
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * 5;
  for (let offset = 0; offset < days % 7; offset++) {
    const dayOfWeek = ((startDayOfWeek - 1 + offset) % 7) + 1;
    if (dayOfWeek <= 5) count++;
  }
  return count;
}

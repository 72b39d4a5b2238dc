/** How much of the text the marked view draws (UTF-16 code units): beyond it the list still counts everything. */
export const VIEW_LENGTH = 20_000;
/** The most flagged characters the marked view draws. */
export const MAX_MARKS = 2_000;

import { ANCHOR_ID_STEPS, ANCHOR_SECOND_STEPS } from "./pre-snowflake-anchors.generated.ts";

/**
 * The last X post ID of before Snowflake (TweetedAt's boundary): until 4 November 2010 X numbered posts
 * one after the other, so their IDs hold no time, and reading one as a Snowflake gives a false date in
 * the first hours of Snowflake's epoch.
 */
export const LAST_PRE_SNOWFLAKE_ID = 29_700_859_247n;

/** An estimated time and the span the true one lies in, in Unix milliseconds. */
export interface TimeEstimate {
  ms: number;
  earliestMs: number;
  latestMs: number;
}

function cumulative(steps: readonly number[]): number[] {
  let sum = 0;
  return steps.map((step) => {
    sum += step;
    return sum;
  });
}

const IDS = cumulative(ANCHOR_ID_STEPS);
const SECONDS = cumulative(ANCHOR_SECOND_STEPS);

/**
 * When a post of before Snowflake was published, estimated as TweetedAt does: between the two posts of
 * known time whose IDs surround it, in proportion to the IDs. IDs were given in order, so the post lies
 * between those two times, which bound the estimate. Null below the first post (ID 20) and above the
 * last ID of before Snowflake.
 */
export function preSnowflakeTime(id: bigint): TimeEstimate | null {
  const first = IDS[0] ?? 0;
  if (id < BigInt(first) || id > LAST_PRE_SNOWFLAKE_ID) return null;
  const value = Number(id);
  // The first anchor whose ID is not below the post's, found by halving: 1,183 anchors, 11 steps.
  let low = 0;
  let high = IDS.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((IDS[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  const nextId = IDS[low] ?? first;
  const nextSeconds = SECONDS[low] ?? 0;
  if (nextId === value)
    return { ms: nextSeconds * 1000, earliestMs: nextSeconds * 1000, latestMs: nextSeconds * 1000 };
  const previousId = IDS[low - 1] ?? first;
  const previousSeconds = SECONDS[low - 1] ?? 0;
  const share = (value - previousId) / (nextId - previousId);
  return {
    ms: Math.round((previousSeconds + share * (nextSeconds - previousSeconds)) * 1000),
    earliestMs: previousSeconds * 1000,
    latestMs: nextSeconds * 1000,
  };
}

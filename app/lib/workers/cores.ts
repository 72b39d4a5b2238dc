// How many workers a job may spread over: the device's cores, at least one, at most what the job uses.

/** The device's cores up to `most`, and never less than one (a browser may not say, or say 0). */
export const coresUpTo = (most: number): number =>
  Math.max(1, Math.min(most, globalThis.navigator?.hardwareConcurrency ?? 1));

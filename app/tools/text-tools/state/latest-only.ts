/**
 * Wraps an asynchronous job so that at most one runs at a time and, of the calls made meanwhile, only
 * the latest runs next: the others resolve to undefined. Typing in a 10 MB text must not queue a
 * statistics job per pause when only the newest text matters.
 */
export function latestOnly<I, O>(run: (input: I) => Promise<O>): (input: I) => Promise<O | undefined> {
  let running = false;
  let queued: { input: I; resolve(value: O | undefined): void; reject(error: unknown): void } | undefined;

  const start = (input: I): Promise<O> => {
    running = true;
    const job = run(input);
    const next = () => {
      running = false;
      const waiting = queued;
      queued = undefined;
      if (waiting) start(waiting.input).then(waiting.resolve, waiting.reject);
    };
    job.then(next, next);
    return job;
  };

  return (input) => {
    if (!running) return start(input);
    queued?.resolve(undefined);
    return new Promise((resolve, reject) => {
      queued = { input, resolve, reject };
    });
  };
}

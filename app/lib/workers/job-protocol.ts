// The one shape of work off the page, shared by a worker (serve-jobs.ts) and the page (worker-jobs.ts).
// A tool's `<name>-protocol.ts` names its jobs as a map of functions; both sides are typed from it.

/** What a job is given besides its input: a way to report progress, and buffers to hand over. */
export interface JobContext<Progress = never> {
  /** Sends `value` to the page's `onProgress` at once; `transfer` moves buffers instead of copying them. */
  progress(value: Progress, transfer?: Transferable[]): void;
  /** Buffers of the job's value to move to the page rather than copy (they become unusable here). */
  transfer(list: Transferable[]): void;
}

/** One job: an input (plain data, as postMessage wants), a value or a promise of one. */
// biome-ignore lint/suspicious/noExplicitAny: the widest function a job map may hold; each map narrows it.
export type Job = (input: any, context: JobContext<any>) => unknown;

/** A tool's jobs, by name. `J` is the tool's own map, so an interface qualifies as well as a type. */
export type JobMap<J> = { [Name in keyof J]: Job };

/** A job's input; `undefined` for a job that takes none (the page passes `undefined`). */
export type InputOf<F> = F extends () => unknown
  ? undefined
  : F extends (input: infer Input, ...rest: never[]) => unknown
    ? Input
    : never;
export type ValueOf<F> = F extends (...args: never[]) => infer Value ? Awaited<Value> : never;
export type ProgressOf<F> = F extends (input: never, context: JobContext<infer Progress>) => unknown
  ? Progress
  : never;

/** From the page: run job `name` on `input`; `id` ties the answers to it. */
export interface JobRequest {
  id: number;
  name: string;
  input: unknown;
}

/** From the worker: progress of job `id`, its value, or why it failed (a message, as Errors do not travel). */
export type JobMessage =
  | { id: number; kind: "progress"; value: unknown }
  | { id: number; kind: "done"; value: unknown }
  | { id: number; kind: "failed"; error: string };

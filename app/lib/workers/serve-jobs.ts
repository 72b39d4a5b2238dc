// The worker's side of the job shape (job-protocol.ts): each request runs the job it names and is
// answered by id with progress, its value, or the message of what it threw.
import type { JobContext, JobMap, JobMessage, JobRequest } from "./job-protocol.ts";

/** What serveJobs needs of a worker's global scope (or of a MessagePort, in tests). */
export interface JobPort {
  addEventListener(type: "message", listener: (event: MessageEvent<JobRequest>) => void): void;
  postMessage(message: JobMessage, transfer?: Transferable[]): void;
}

/**
 * Answers the page's requests with `jobs`. Jobs run as their messages arrive: a synchronous job holds
 * the worker until it is done, an asynchronous one lets the next start at its first await.
 */
export function serveJobs<J extends JobMap<J>>(jobs: J, port: JobPort = self as unknown as JobPort): void {
  port.addEventListener("message", async ({ data: { id, name, input } }) => {
    let transfer: Transferable[] = [];
    const context: JobContext<unknown> = {
      progress: (value, list = []) => port.postMessage({ id, kind: "progress", value }, list),
      transfer: (list) => {
        transfer = list;
      },
    };
    try {
      const job = Object.hasOwn(jobs, name) ? (jobs[name as keyof J] as J[keyof J]) : undefined;
      if (!job) throw new Error(`no job named ${name}`);
      const value = await job(input, context);
      port.postMessage({ id, kind: "done", value }, transfer);
    } catch (error) {
      port.postMessage({ id, kind: "failed", error: error instanceof Error ? error.message : String(error) });
    }
  });
}

// A bound on work that costs the whole server (outbound fetches, parsing): so many tasks run at once, so
// many more wait their turn, and past that the caller is told at once to come back later.

export interface TaskSlotsOptions {
  /** Tasks running at once. */
  running: number;
  /** Tasks waiting for a running one to end. */
  waiting: number;
}

export interface TaskSlots {
  /** Whether a task given now would be refused. */
  readonly full: boolean;
  /** Runs `task` when a slot is free; null, and `task` never runs, when every slot and place is taken. */
  run<T>(task: () => Promise<T>): Promise<T> | null;
}

export function createTaskSlots({ running, waiting }: TaskSlotsOptions): TaskSlots {
  let active = 0;
  const queue: (() => void)[] = [];
  // A slot that frees up passes straight to the task first in line, so none can jump the queue.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    get full() {
      return active >= running && queue.length >= waiting;
    },
    run(task) {
      let turn: Promise<void>;
      if (active < running) {
        active++;
        turn = Promise.resolve();
      } else if (queue.length < waiting) {
        turn = new Promise<void>((resolve) => queue.push(resolve));
      } else return null;
      return turn.then(task).finally(release);
    },
  };
}

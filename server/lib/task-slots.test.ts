import { describe, expect, it } from "vitest";
import { createTaskSlots } from "./task-slots.ts";

/** A task that runs until its `finish` is called. */
function controlled() {
  let finish = () => {};
  let started = false;
  const task = () => {
    started = true;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { task, finish: () => finish(), started: () => started };
}

describe("task slots", () => {
  it("runs so many at once, queues so many more, and refuses the rest", async () => {
    const slots = createTaskSlots({ running: 2, waiting: 1 });
    const tasks = [controlled(), controlled(), controlled(), controlled()];
    const runs = tasks.map((t) => slots.run(t.task));
    expect(runs.map((run) => run !== null)).toEqual([true, true, true, false]);
    expect(slots.full).toBe(true);
    await Promise.resolve();
    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false]);

    tasks[0]?.finish();
    await runs[0];
    await Promise.resolve();
    expect(tasks[2]?.started()).toBe(true);
    expect(slots.full).toBe(false);
    // The slot went to the task in line: a new one now waits rather than running beside two.
    const late = controlled();
    const lateRun = slots.run(late.task);
    await Promise.resolve();
    expect(late.started()).toBe(false);
    expect(slots.run(controlled().task)).toBeNull();

    tasks[1]?.finish();
    tasks[2]?.finish();
    await Promise.all([runs[1], runs[2]]);
    await Promise.resolve();
    expect(late.started()).toBe(true);
    late.finish();
    await lateRun;
    expect(slots.full).toBe(false);
  });

  it("frees the slot of a task that fails", async () => {
    const slots = createTaskSlots({ running: 1, waiting: 0 });
    await expect(slots.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(slots.run(async () => 7)).resolves.toBe(7);
  });
});

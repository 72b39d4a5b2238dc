// The benches' common harness: a job run a few times after its warm-ups, its wall and CPU time, the load
// average that lets a reader judge them (the machine is shared), and each target judged in one format.
import os from "node:os";
import { percentile, type Spread, spread } from "./stats.ts";

export interface Timing<T> {
  runs: number;
  /** Milliseconds from start to end: they stretch while other work holds the cores. */
  wall: Spread;
  /** Milliseconds of this process's CPU, all its threads: what the job itself cost. */
  cpu: Spread;
  /** What the last run returned, for the figures printed beside the times. */
  value: T;
}

/** Runs `job` `warmUps` times unmeasured (compiling, filling caches), then `runs` times measured. */
export async function measure<T>(
  job: () => T | Promise<T>,
  { runs, warmUps = 0 }: { runs: number; warmUps?: number },
): Promise<Timing<Awaited<T>>> {
  for (let run = 0; run < warmUps; run++) await job();
  const wall: number[] = [];
  const cpu: number[] = [];
  let value = undefined as Awaited<T>;
  for (let run = 0; run < runs; run++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    value = await job();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { runs, wall: spread(wall), cpu: spread(cpu), value };
}

/** A number to the precision that matters at its size: 0.062, 4.31, 14.4, 1,540. */
export function figure(value: number): string {
  const digits = Math.abs(value) < 1 ? 3 : Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const ms = (value: number) => `${figure(value)} ms`;

/** A median in milliseconds with its range: "14.4 ms (12.1–20.3)". */
export function spreadText({ median, min, max }: Spread): string {
  return `${ms(median)} (${figure(min)}–${figure(max)})`;
}

/** Latencies by percentile, the 100th written "max": "p50 0.062 ms, p99 0.401 ms, max 4.31 ms". */
export function percentilesText(
  values: readonly number[],
  ps: readonly number[] = [50, 95, 99, 100],
): string {
  return ps.map((p) => `${p === 100 ? "max" : `p${p}`} ${ms(percentile(values, p))}`).join(", ");
}

/** One measured job on one line: wall then CPU time. */
export function timingLine(label: string, { runs, wall, cpu }: Timing<unknown>): string {
  return `${label.padEnd(42)}  wall ${spreadText(wall)}, CPU ${spreadText(cpu)}, ${runs} runs`;
}

/** Load average (1, 5, 15 minutes) and cores: figures taken at load 3 on 2 cores are not taken at rest. */
export function loadAverage(): string {
  const load = os.loadavg().map((value) => value.toFixed(1));
  return `load average ${load.join(" ")} on ${os.availableParallelism()} cores`;
}

/** The bench's first lines: what it measures, then where (Node, load), so its figures can be judged. */
export function begin(title: string): void {
  console.log(`${title}\nNode ${process.version}, ${loadAverage()}`);
}

/** A figure must stay at most or reach at least its limit; `unit` writes both (milliseconds unless said). */
export type Target = ({ atMost: number } | { atLeast: number }) & { unit?: (value: number) => string };

export function meets(value: number, target: Target): boolean {
  return "atMost" in target ? value <= target.atMost : value >= target.atLeast;
}

/** "meets target  what: figure ≤ limit", or "misses target" with the sign the other way. */
export function verdict(what: string, value: number, target: Target): string {
  const unit = target.unit ?? ms;
  const met = meets(value, target);
  const [limit, sign] =
    "atMost" in target ? [target.atMost, met ? "≤" : ">"] : [target.atLeast, met ? "≥" : "<"];
  return `${met ? "meets target " : "misses target"}  ${what}: ${unit(value)} ${sign} ${unit(limit)}`;
}

/** Prints the verdict; a missed target makes the bench's exit status 1. */
export function judge(what: string, value: number, target: Target): void {
  console.log(verdict(what, value, target));
  if (!meets(value, target)) process.exitCode = 1;
}

/** The figure furthest from meeting `target`: the greatest under a ceiling, the least under a floor. */
export function worst(figures: readonly [string, number][], target: Target): [string, number] | undefined {
  return [...figures].sort(([, a], [, b]) => ("atMost" in target ? b - a : a - b))[0];
}

/** Judges the worst of several labelled figures held to one target: all meet it when that one does. */
export function judgeWorst(what: string, figures: readonly [string, number][], target: Target): void {
  const found = worst(figures, target);
  if (found) judge(`${what} (${found[0]})`, found[1], target);
}

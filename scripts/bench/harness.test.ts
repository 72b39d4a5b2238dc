import { describe, expect, it } from "vitest";
import { figure, measure, ms, percentilesText, spreadText, timingLine, verdict, worst } from "./harness.ts";

describe("figure", () => {
  it("writes as many decimals as matter at the number's size", () => {
    expect([0.0621, 4.314, 14.44, 1540.4].map(figure)).toEqual(["0.062", "4.31", "14.4", "1,540"]);
  });
});

describe("verdict", () => {
  it("says a figure at or under its limit meets the target", () => {
    expect(verdict("analysis, CPU", 181, { atMost: 500 })).toBe(
      "meets target   analysis, CPU: 181 ms ≤ 500 ms",
    );
    expect(verdict("analysis, CPU", 500, { atMost: 500 })).toMatch(/^meets target /);
  });

  it("says a figure over its limit misses it, with the sign turned", () => {
    expect(verdict("analysis, CPU", 620, { atMost: 500 })).toBe(
      "misses target  analysis, CPU: 620 ms > 500 ms",
    );
  });

  it("holds a figure that must reach its limit to at least it, in the unit given", () => {
    const unit = (value: number) => `${(value * 100).toFixed(0)} %`;
    expect(verdict("ratio", 0.72, { atLeast: 0.6, unit })).toBe("meets target   ratio: 72 % ≥ 60 %");
    expect(verdict("ratio", 0.55, { atLeast: 0.6, unit })).toBe("misses target  ratio: 55 % < 60 %");
  });

  it("counts a figure that could not be measured as a miss", () => {
    expect(verdict("report", Number.NaN, { atMost: 300 })).toMatch(/^misses target/);
  });
});

describe("worst", () => {
  const figures: [string, number][] = [
    ["en", 228],
    ["fr", 174],
    ["vi", 183],
  ];

  it("picks the greatest figure under a ceiling and the least above a floor", () => {
    expect(worst(figures, { atMost: 500 })).toEqual(["en", 228]);
    expect(worst(figures, { atLeast: 100 })).toEqual(["fr", 174]);
  });

  it("finds none among no figures", () => {
    expect(worst([], { atMost: 500 })).toBeUndefined();
  });
});

describe("lines", () => {
  it("writes a median with its range", () => {
    expect(spreadText({ median: 14.44, min: 12.1, max: 1540 })).toBe("14.4 ms (12.1–1,540)");
  });

  it("writes latencies by percentile, the 100th as the greatest", () => {
    expect(percentilesText([1, 2, 3, 4], [50, 100])).toBe(`p50 ${ms(2)}, max ${ms(4)}`);
  });

  it("writes a timing's wall then CPU time", () => {
    const timing = {
      runs: 3,
      wall: { median: 10, min: 9, max: 12 },
      cpu: { median: 8, min: 8, max: 9 },
      value: undefined,
    };
    expect(timingLine("clean", timing)).toBe(
      `${"clean".padEnd(42)}  wall 10.0 ms (9.00–12.0), CPU 8.00 ms (8.00–9.00), 3 runs`,
    );
  });
});

describe("measure", () => {
  it("runs the job after its warm-ups and keeps the last run's answer", async () => {
    let calls = 0;
    const timing = await measure(() => ++calls, { runs: 3, warmUps: 2 });
    expect(calls).toBe(5);
    expect(timing.runs).toBe(3);
    expect(timing.value).toBe(5);
    expect(timing.wall.min).toBeGreaterThanOrEqual(0);
    expect(timing.cpu.max).toBeGreaterThanOrEqual(timing.cpu.min);
  });
});

import { describe, expect, it } from "vitest";
import { parseStat, processTree } from "./processes.ts";

describe("parseStat", () => {
  it("reads the parent, CPU time and memory past a name holding spaces and parentheses", () => {
    const fields = [
      "S",
      "41",
      ...Array.from({ length: 9 }, () => "0"),
      "250",
      "50",
      ...Array(8).fill("0"),
      "1000",
    ];
    const stat = parseStat(42, `42 (chrome (renderer) x) ${fields.join(" ")} 0 0`);
    expect(stat).toEqual({
      pid: 42,
      parent: 41,
      name: "chrome (renderer) x",
      cpuSeconds: 3,
      rssBytes: 4_096_000,
    });
  });
});

describe("processTree", () => {
  it("holds this process", () => {
    expect(processTree(process.pid).map(({ pid }) => pid)).toContain(process.pid);
  });
});

// The processes a bench started (Chromium's above all), read from Linux's /proc: their CPU time and
// memory are spent outside this process, where process.cpuUsage cannot see them.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;
const PAGE_BYTES = 4096;

/** CPU milliseconds of this process and of the children it has waited for (/proc/self/stat). */
export function cpuWithChildren(): number {
  const text = readFileSync("/proc/self/stat", "utf8");
  // After the name: utime, stime, cutime, cstime are the 12th to 15th fields, in ticks.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return ([11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0) * 1000) / TICKS;
}

export interface ProcessStat {
  pid: number;
  parent: number;
  name: string;
  /** User and system time so far, every thread. */
  cpuSeconds: number;
  rssBytes: number;
}

/** The text of /proc/<pid>/stat; the name, in parentheses, may itself hold spaces and parentheses. */
export function parseStat(pid: number, text: string): ProcessStat {
  // After the name: state ppid … utime (12th) stime (13th) … rss in pages (22nd).
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return {
    pid,
    parent: Number(fields[1]),
    name: text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
    rssBytes: Number(fields[21]) * PAGE_BYTES,
  };
}

/** `root` and every process below it, as they are now. */
export function processTree(root: number): ProcessStat[] {
  const all = readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return [parseStat(Number(entry), readFileSync(`/proc/${entry}/stat`, "utf8"))];
    } catch {
      return []; // ended while being read
    }
  });
  const inTree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, parent } of all) {
      if (inTree.has(parent) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return all.filter(({ pid }) => inTree.has(pid));
}

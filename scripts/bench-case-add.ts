// "Add to case" of a large file in Chromium, as the case file does it (files.ts → the hashing worker's
// hashInto job: one read feeding the SHA-256 and the copy in the origin-private file system), set beside
// `sha256sum FILE && cp FILE DEST` natively, interleaved round by round so both meet the same load. Wall
// and CPU time, the ratio, and the peak memory (Chromium's processes, or the native commands' largest).
// Part of `npm run bench:case` (BENCH_CASE=add: this part alone).
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { judge, loadAverage, ms } from "./bench/harness.ts";
import { median } from "./bench/stats.ts";
import { hashingPage, treeUsage } from "./bench-hash-browser.ts";

const MB = 1024 * 1024;
const FOLDER = "bench-case-add";

interface Run {
  wall: number;
  cpu: number;
  /** Chromium: the rise of its processes' resident memory; natively: the largest command's. */
  memory: number;
  digest: string;
}

/** `sha256sum file && cp file dest`, timed by /usr/bin/time (CPU of both commands, the larger's memory). */
async function native(file: string, dest: string): Promise<Run> {
  const started = performance.now();
  const child = spawn("/usr/bin/time", [
    "-f",
    "%U %S %M",
    "sh",
    "-c",
    'sha256sum "$0" && cp "$0" "$1"',
    file,
    dest,
  ]);
  let out = "";
  let err = "";
  child.stdout.on("data", (part) => {
    out += part;
  });
  child.stderr.on("data", (part) => {
    err += part;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const wall = performance.now() - started;
  if (code !== 0) throw new Error(`sha256sum && cp failed: ${err}`);
  const [user, system, kilobytes] = err.trim().split("\n").at(-1)?.split(" ").map(Number) ?? [];
  await rm(dest);
  return {
    wall,
    cpu: ((user ?? Number.NaN) + (system ?? Number.NaN)) * 1000,
    memory: (kilobytes ?? Number.NaN) * 1024,
    digest: out.split(" ")[0] ?? "",
  };
}

/**
 * Adds the page's chosen file to a case in Chromium's private file system, timed with the CPU and the
 * memory of Chromium's processes: in one pass (the hashing worker's hashInto job, as files.ts does) or,
 * to set beside it, in the two passes it replaced (the hash job, then a writable stream on the page).
 */
async function inChromium(tab: Page, how: "one pass" | "two passes"): Promise<Run> {
  const before = treeUsage(process.pid);
  let peak = before.rssBytes;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeUsage(process.pid).rssBytes);
  }, 100);
  // The job requests as lib/workers/worker-jobs.ts sends them, to a worker started as the page would.
  const { wall, digest } = await tab.evaluate(
    async ({ folder, how }) => {
      const chosen = document.querySelector("input")?.files?.[0];
      if (!chosen) throw new Error("no file");
      const worker = new Worker("/sha256.worker.js");
      const ask = (name: string, input: unknown) =>
        new Promise<string>((done, fail) => {
          worker.onmessage = ({ data }) => (data.kind === "done" ? done(data.value) : fail(data.error));
          worker.onerror = () => fail(new Error("worker failed"));
          worker.postMessage({ id: 1, name, input });
        });
      const started = performance.now();
      let digest: string;
      if (how === "one pass") digest = await ask("hashInto", { blob: chosen, folder, name: "copy" });
      else {
        digest = await ask("hash", chosen);
        const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, {
          create: true,
        });
        const handle = await dir.getFileHandle("before", { create: true });
        await chosen.stream().pipeTo(await handle.createWritable());
        await dir.removeEntry("before");
      }
      const wall = performance.now() - started;
      worker.terminate();
      return { wall, digest };
    },
    { folder: FOLDER, how },
  );
  clearInterval(sampler);
  return {
    wall,
    cpu: (treeUsage(process.pid).cpuSeconds - before.cpuSeconds) * 1000,
    memory: peak - before.rssBytes,
    digest,
  };
}

/** The one-pass copy's size and, when `check`, its SHA-256 read back by the hashing worker; then removed. */
async function readBack({ folder, check }: { folder: string; check: boolean }) {
  const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
  const copy = await (await dir.getFileHandle("copy")).getFile();
  let digest = "";
  if (check) {
    const worker = new Worker("/sha256.worker.js");
    digest = await new Promise<string>((done, fail) => {
      worker.onmessage = ({ data }) => (data.kind === "done" ? done(data.value) : fail(data.error));
      worker.postMessage({ id: 1, name: "hash", input: copy });
    });
    worker.terminate();
  }
  await dir.removeEntry("copy");
  return { size: copy.size, digest };
}

/** Times `rounds` Add-to-case runs of `file` in Chromium and natively, alternately; judges the median ratio. */
export async function benchAddToCase(file: string, bytes: number, dir: string, rounds = 3): Promise<void> {
  const { tab, close } = await hashingPage();
  const ratios: number[] = [];
  try {
    await tab.setInputFiles("input", file);
    for (let round = 1; round <= rounds; round++) {
      const onePass = await inChromium(tab, "one pass");
      const twoPasses = await inChromium(tab, "two passes");
      const own = await native(file, path.join(dir, "copy.bin"));
      // Read back once: the stored copy is whole and hashes to the digest recorded.
      const copy = await tab.evaluate(readBack, { folder: FOLDER, check: round === 1 });
      ratios.push(onePass.wall / own.wall);
      const line = (run: Run) =>
        `${ms(run.wall)} wall (${(bytes / MB / (run.wall / 1000)).toFixed(0)} MB/s), ${ms(run.cpu)} CPU, ` +
        `memory +${(run.memory / MB).toFixed(0)} MB`;
      console.log(
        `Add to case ${round}/${rounds} (${loadAverage()}):\n` +
          `  Chromium, hashed and copied to the private file system from one read: ${line(onePass)}\n` +
          `  Chromium, as before: hashed, then copied by a writable stream: ${line(twoPasses)}\n` +
          `  natively, sha256sum && cp: ${line(own)}\n` +
          `  ratio ${(onePass.wall / own.wall).toFixed(2)}× wall, ${(onePass.cpu / own.cpu).toFixed(2)}× CPU ` +
          `(before: ${(twoPasses.wall / own.wall).toFixed(2)}×, ${(twoPasses.cpu / own.cpu).toFixed(2)}×); ` +
          `copy ${copy.size === bytes ? "of the full size" : `of ${copy.size} bytes, NOT ${bytes}`}, digest ` +
          `${onePass.digest === own.digest ? "equals sha256sum's" : "DIFFERS FROM sha256sum's"}` +
          (copy.digest
            ? `, copy read back ${copy.digest === onePass.digest ? "hashes the same" : "HASHES OTHERWISE"}`
            : ""),
      );
    }
  } finally {
    await close();
  }
  judge("Add to case of 1 GB against sha256sum && cp, median ratio of wall times", median(ratios), {
    atMost: 1.5,
    unit: (ratio) => `${ratio.toFixed(2)}×`,
  });
}

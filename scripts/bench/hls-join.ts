// Measures openJoined on an HLS stream of 90 two-second MPEG-TS segments (3 minutes of 640×360 H.264 made
// here by Debian's ffmpeg, kept in a temp dir for the next run) served by a stand-in site on loopback: the
// time from asking to the last byte consumed (target ≤ 5 s). Loopback has no latency to hide, so this is
// the join's own cost: the guard's vetting of 92 requests and the bytes passed through.
// `node scripts/bench/hls-join.ts` runs it alone; `npm run bench:media-link` runs it with the others.
import { existsSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type MadeStream, makeHlsTs } from "#app/tools/media-from-link/fixtures/make-streams.ts";
import { streamSite } from "#app/tools/media-from-link/fixtures/stream-site.ts";
import { openJoined } from "#app/tools/media-from-link/server/joined-stream.ts";
import { closeServers } from "#server/test/origins.ts";
import { begin, judge, measure, timingLine } from "./harness.ts";

const DIR = path.join(tmpdir(), "hls-join-bench");
const PICTURE = { seconds: 180, size: "640x360", preset: "fast" };
const TARGET_MS = 5000;

/** The stream, made once (into a part dir, so an interrupted run leaves nothing half made). */
function benchStream(): MadeStream {
  if (!existsSync(path.join(DIR, "index.m3u8"))) {
    console.log(`Making 3 minutes of HLS with ffmpeg (once; kept in ${DIR})…`);
    const part = `${DIR}.part`;
    rmSync(part, { recursive: true, force: true });
    makeHlsTs(part, PICTURE);
    rmSync(DIR, { recursive: true, force: true });
    renameSync(part, DIR);
  }
  return makeHlsTs(DIR, PICTURE);
}

/** The median of three joins of the whole stream (after one unmeasured), and what was joined. */
export async function benchHlsJoin(): Promise<{ seconds: number; bytes: number; segments: number }> {
  const stream = benchStream();
  const site = await streamSite("video.example", stream.dir);
  try {
    const join = async () => {
      const joined = await openJoined(
        `${site.base}/${stream.manifest}`,
        site.rules,
        {},
        AbortSignal.timeout(60_000),
      );
      let bytes = 0;
      for await (const chunk of joined.body) bytes += chunk.length;
      return { bytes, segments: joined.segments };
    };
    const timing = await measure(join, { runs: 3, warmUps: 1 });
    console.log(timingLine("openJoined, 90 segments on loopback", timing));
    return { seconds: timing.wall.median / 1000, ...timing.value };
  } finally {
    await closeServers();
  }
}

if (import.meta.main) {
  begin("HLS join: 90 two-second segments of 640×360 H.264 fetched and joined under the guard");
  const { seconds, bytes, segments } = await benchHlsJoin();
  console.log(`${segments} segments, ${(bytes / 1e6).toFixed(1)} MB`);
  judge("whole stream joined, median of 3", seconds * 1000, { atMost: TARGET_MS });
}

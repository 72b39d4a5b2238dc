// A band worker: error levels of the rows the forensics worker sends it, on a core of its own, so a
// 12-megapixel photo's levels take half the time or less (logic/forensics/ela-bands.ts).
import { serveJobs } from "#app/lib/workers/serve-jobs.ts";
import { errorLevels } from "../../logic/forensics/ela.ts";
import type { ElaBandJobs } from "./forensics-protocol.ts";
import { give, roundTrip, warmUp } from "./given-libjpeg-turbo.ts";

serveJobs<ElaBandJobs>({
  prepare: async ({ codec }) => {
    give(codec);
    await warmUp();
  },
  levels: async ({ band, quality, codec }, context) => {
    give(codec);
    const levels = await errorLevels(band, quality, roundTrip);
    context.transfer([levels.buffer]);
    return levels;
  },
});

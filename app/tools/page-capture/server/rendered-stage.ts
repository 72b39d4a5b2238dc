// A capture's rendered stage, after its crawl: the browser (rendered-page.ts) served from the capture's
// ledger, a new address fetched as the crawl fetches (same guard, WARC, limits, at most `concurrency` at
// once), and its screenshot recorded in the WARC. Whatever goes wrong costs the drawing, not the capture.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createTaskSlots } from "#server/lib/task-slots.ts";
import type { RenderedPage } from "../logic/capture-report.ts";
import type { CaptureLedger } from "./capture-ledger.ts";
import { renderPage } from "./rendered-page.ts";
import type { FetchContext, RecordedHop, ResourceOutcome } from "./resource-fetch.ts";
import type { ResourceKind } from "./resource-links.ts";

export interface RenderStage {
  executable: string;
  url: string;
  dir: string;
  ledger: CaptureLedger;
  /** The capture's fetch context, with the stage's own signal. */
  context: FetchContext;
  endsAt: number;
  concurrency: number;
  maxResources: number;
  /** Past the capture's bytes: nothing more is fetched. */
  halted(): boolean;
}

export async function renderStage(stage: RenderStage): Promise<RenderedPage> {
  const { ledger, context } = stage;
  const slots = createTaskSlots({ running: stage.concurrency, waiting: stage.maxResources });
  const pending = new Map<string, Promise<RecordedHop | null>>();
  const fetchNew = async (url: string, kind: ResourceKind) => {
    if (ledger.met(url) || stage.halted() || context.signal.aborted || !ledger.take(url)) return null;
    // Each fetch was taken first, so no more than maxResources ever wait: run() never refuses.
    const outcome = await (slots.run(() => ledger.fetch(url, kind, context)) as Promise<ResourceOutcome>);
    return outcome.hops[0] ?? null;
  };
  const answer = (url: string, kind: ResourceKind) => {
    const known = ledger.answer(url);
    if (known) return Promise.resolve(known);
    let fetching = pending.get(url);
    if (!fetching) {
      fetching = fetchNew(url, kind);
      pending.set(url, fetching);
    }
    return fetching;
  };
  const screenshotUrl = `urn:screenshot:${stage.url}`;
  try {
    const shot = await renderPage({
      executable: stage.executable,
      url: stage.url,
      dir: stage.dir,
      answer,
      refuse: ledger.refuse,
      maxBodyBytes: context.maxResourceBytes * 4,
      endsAt: stage.endsAt,
      signal: context.signal,
    });
    const png = await readFile(shot.file);
    await context.warc.appendResource({
      url: screenshotUrl,
      date: new Date().toISOString(),
      contentType: "image/png",
      file: shot.file,
    });
    return {
      screenshot: {
        url: screenshotUrl,
        bytes: png.length,
        sha256: createHash("sha256").update(png).digest("hex"),
        width: shot.width,
        height: shot.height,
      },
    };
  } catch {
    return { refused: "failed" };
  }
}

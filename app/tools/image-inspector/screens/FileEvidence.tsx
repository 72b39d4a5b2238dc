import type { C2paSummary } from "../logic/c2pa.ts";
import { withContentCredentials } from "../logic/generator/with-credentials.ts";
import type { Inspection } from "../logic/inspection.ts";
import { GeneratorSignals } from "./GeneratorSignals.tsx";
import { JpegHistory } from "./JpegHistory.tsx";

/** The file's own evidence of its making: generator signals, then a JPEG's compression history. */
export function FileEvidence({ inspection, c2pa }: { inspection: Inspection; c2pa?: C2paSummary }) {
  return (
    <>
      <GeneratorSignals signals={withContentCredentials(inspection.generator, c2pa)} />
      {inspection.jpegHistory && <JpegHistory history={inspection.jpegHistory} />}
    </>
  );
}

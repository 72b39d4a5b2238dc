// What Content Credentials, read on the page after the worker's report, add to the generator signals.
// Apart from signals.ts, which reads ExifReader's tags, so the page does not load the metadata reader.
import { generatorName } from "../ai-declared.ts";
import type { C2paSummary } from "../c2pa.ts";
import type { GeneratorSignals } from "./signals.ts";
import { sourceTypeDeclaration } from "./source-types.ts";

/** The signals with what the Content Credentials, read later, add: their source types and generators. */
export function withContentCredentials(
  signals: GeneratorSignals,
  c2pa: C2paSummary | undefined,
): GeneratorSignals {
  if (!c2pa) return signals;
  const names = [...signals.names];
  const add = (where: string, value: string | undefined) => {
    const generator = value && generatorName(value);
    if (value && generator) names.push({ where, value, generator });
  };
  add("c2pa claim_generator", c2pa.claimGenerator);
  for (const action of c2pa.actions) add("c2pa softwareAgent", action.softwareAgent);
  const sourceTypes = [
    ...signals.sourceTypes,
    ...c2pa.actions.flatMap((action) =>
      action.digitalSourceType ? [sourceTypeDeclaration("c2pa", action.digitalSourceType)] : [],
    ),
  ];
  return { ...signals, names, sourceTypes };
}

// What a file itself says about being generated: a generator's settings in PNG texts, an IPTC digital
// source type (in XMP or in Content Credentials), a generator named as the software that made or saved
// it. Declarations only: no classifier looks at the pixels (decision 029).
import { generatorName } from "../ai-declared.ts";
import { type Tags, tagText } from "../metadata.ts";
import type { Summary } from "../summary.ts";
import { type GeneratorParameters, generatorParameters } from "./parameters.ts";
import { type SourceTypeDeclaration, sourceTypeDeclaration } from "./source-types.ts";

export interface NamedGenerator {
  /** Where: "exif Software", "xmp CreatorTool", "xmp softwareAgent", "png Software"… */
  where: string;
  /** The value as written. */
  value: string;
  /** The generator it names. */
  generator: string;
}

export interface GeneratorSignals {
  parameters: GeneratorParameters[];
  sourceTypes: SourceTypeDeclaration[];
  names: NamedGenerator[];
}

function pngTexts(tags: Tags): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const key of Object.keys(tags.pngText ?? {})) {
    const value = tagText(tags.pngText, key);
    if (value !== undefined) texts[key] = value;
  }
  return texts;
}

export function generatorSignals(tags: Tags, summary: Summary): GeneratorSignals {
  const texts = pngTexts(tags);
  const sourceType = tagText(tags.xmp, "DigitalSourceType");
  const names: NamedGenerator[] = [];
  const name = (where: string, value: string | undefined) => {
    const generator = value && generatorName(value);
    if (value && generator && !names.some((n) => n.value === value && n.where === where))
      names.push({ where, value, generator });
  };
  name("exif Software", tagText(tags.exif, "Software"));
  name("xmp CreatorTool", tagText(tags.xmp, "CreatorTool"));
  for (const step of summary.history) name("xmp softwareAgent", step.agent);
  name("png Software", texts.Software);
  name("png Source", texts.Source);
  return {
    parameters: generatorParameters(texts),
    sourceTypes: sourceType ? [sourceTypeDeclaration("xmp", sourceType)] : [],
    names,
  };
}

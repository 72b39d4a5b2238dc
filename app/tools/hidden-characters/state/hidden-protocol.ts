import type { Analysis } from "../logic/analyze.ts";
import type { CharacterClass } from "../logic/char-classes.ts";
import type { NormalForm } from "../logic/normalization.ts";

/** The hidden-characters worker's jobs: a text's analysis, and the two ways of changing it. */
export type HiddenJobs = {
  analyze(text: string): Analysis;
  clean(input: { text: string; classes: CharacterClass[] }): string;
  normalize(input: { text: string; form: NormalForm }): string;
};

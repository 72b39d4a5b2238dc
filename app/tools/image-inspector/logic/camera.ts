// The camera as a person names it: makers often repeat their name at the start of the model
// ("Canon" + "Canon EOS 5D", "NIKON CORPORATION" + "NIKON D750"), which must not be said twice.
import type { Summary } from "./summary.ts";

const firstWord = (text: string) => text.trim().split(/\s+/)[0]?.toLowerCase() ?? "";

/** Make and model in one name, the make left out when the model already starts with it. */
export function cameraName({ make, model }: Summary["camera"]): string {
  if (make && model && firstWord(model) === firstWord(make)) return model;
  return [make, model].filter(Boolean).join(" ");
}

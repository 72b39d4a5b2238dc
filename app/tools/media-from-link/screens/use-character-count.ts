import { useMemo } from "react";
import { countCharacters } from "../logic/characters.ts";

/**
 * The count of `text`, computed with the page as one types, so it is in the page before any script
 * runs. Heavy work goes to a worker instead: `npm run new-tool -- <slug> <category> --worker`.
 */
export function useCharacterCount(text: string): number | undefined {
  return useMemo(() => countCharacters(text), [text]);
}

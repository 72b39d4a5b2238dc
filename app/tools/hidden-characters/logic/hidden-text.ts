// Tag characters (U+E0020–U+E007E) mirror printable ASCII and draw nothing: text written with them is
// invisible. They also spell the region of a subdivision flag emoji (🏴 then "gbsct" then CANCEL TAG).
import type { Occurrence } from "./scan.ts";

const TAG_BASE = 0xe0000;
const CANCEL_TAG = 0xe007f;
const BLACK_FLAG = 0x1f3f4;

/** A run of tag characters read as the ASCII they mirror. */
export interface HiddenText {
  index: number;
  text: string;
  /** Follows a waving black flag: the region code of a flag emoji, not a message. */
  flag: boolean;
}

/** Every run of consecutive tag characters of the text, decoded; cancel and language tags end a run. */
export function decodeHiddenText(text: string, occurrences: readonly Occurrence[]): HiddenText[] {
  const runs: HiddenText[] = [];
  let current: HiddenText | undefined;
  let end = -1;
  for (const { index, length, codePoint, kind } of occurrences) {
    const printable = kind === "tag" && codePoint >= TAG_BASE + 0x20 && codePoint < CANCEL_TAG;
    if (!printable) {
      current = undefined;
      continue;
    }
    if (!current || index !== end) {
      current = { index, text: "", flag: text.codePointAt(index - 2) === BLACK_FLAG };
      runs.push(current);
    }
    current.text += String.fromCharCode(codePoint - TAG_BASE);
    end = index + length;
  }
  return runs;
}

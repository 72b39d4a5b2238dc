// Hints that a JPEG was saved again after it was made: its tables tell one story, its metadata another.
// Each is a hint, never proof: a re-save is routine (an app resizing a photo for sharing) and a mismatch
// can come from a program the collections here do not know.
import type { EncoderMatch } from "./encoders.ts";

export type HistoryHint =
  /** The file names a program (Software, CreatorTool) whose tables these are not. */
  | { code: "software_mismatch"; software: string; family: EncoderMatch["family"] }
  /** The file names a camera and no editor, yet carries an editor's tables. */
  | { code: "editor_tables_camera_file"; camera: string }
  /** The coefficients' histograms dip where a single save keeps them falling (double-quantisation.ts). */
  | { code: "double_quantisation"; frequencies: number; blocks: number };

const PHOTOSHOP = /\bphotoshop\b/i;

export interface DeclaredOrigin {
  software: readonly string[];
  camera?: string;
}

export function historyHints(match: EncoderMatch | undefined, declared: DeclaredOrigin): HistoryHint[] {
  const hints: HistoryHint[] = [];
  // Tables no collection here knows are usual (most cameras have their own): no hint from that alone.
  if (!match) return hints;
  const photoshop = declared.software.find((name) => PHOTOSHOP.test(name));
  // Photoshop always writes its own tables: a Photoshop file with libjpeg's was saved again elsewhere.
  if (photoshop && match.family !== "photoshop")
    hints.push({ code: "software_mismatch", software: photoshop, family: match.family });
  const other = declared.software.find((name) => !PHOTOSHOP.test(name));
  if (match.family === "photoshop" && !photoshop && other)
    hints.push({ code: "software_mismatch", software: other, family: match.family });
  if (match.family === "photoshop" && declared.camera && declared.software.length === 0)
    hints.push({ code: "editor_tables_camera_file", camera: declared.camera });
  return hints;
}

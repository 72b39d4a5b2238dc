// A JPEG's compression history, from its bytes: tables, quality, encoder, subsampling, process, and
// the hints that it was saved more than once.
import { lumaCoefficients } from "./coefficients.ts";
import { doubleQuantisation } from "./double-quantisation.ts";
import { type EncoderMatch, matchEncoder } from "./encoders.ts";
import { type DeclaredOrigin, type HistoryHint, historyHints } from "./hints.ts";
import { estimateQuality, type QualityEstimate } from "./quality.ts";
import { type Process, type QuantTable, readJpegStructure } from "./segments.ts";
import { type Subsampling, subsampling } from "./subsampling.ts";

export interface TableUse {
  table: QuantTable;
  /** Which components use it: luminance (Y), chrominance (Cb, Cr) or both. */
  role: "luminance" | "chrominance" | "shared" | "unused";
}

export interface JpegHistory {
  tables: TableUse[];
  quality?: QualityEstimate;
  encoder?: EncoderMatch;
  subsampling?: Subsampling;
  process?: Process;
  hints: HistoryHint[];
}

function roles(tables: readonly QuantTable[], componentTables: readonly number[]): TableUse[] {
  return tables.map((table) => {
    const lum = componentTables[0] === table.id;
    const chrom = componentTables.slice(1).includes(table.id);
    return { table, role: lum && chrom ? "shared" : lum ? "luminance" : chrom ? "chrominance" : "unused" };
  });
}

/** Blocks read for the coefficients' histograms: a quarter of a megapixel of brightness, enough to count on. */
export const HISTOGRAM_BLOCKS = 4096;

/** The history of a JPEG's bytes, or undefined when they hold no quantisation table to read. */
export function jpegHistory(bytes: Uint8Array, declared: DeclaredOrigin): JpegHistory | undefined {
  const structure = readJpegStructure(bytes);
  if (!structure || structure.tables.length === 0) return undefined;
  const { frame } = structure;
  // Without a frame header, slot 0 is luminance and slot 1 chrominance, as nearly every encoder does.
  const componentTables = frame ? frame.components.map((c) => c.table) : [0, 1];
  const byId = (id: number | undefined) => structure.tables.find((table) => table.id === id);
  const luminance = byId(componentTables[0]);
  const chromaId = componentTables.slice(1).find((id) => id !== componentTables[0]);
  const chrominance = byId(chromaId);
  const history: JpegHistory = { tables: roles(structure.tables, componentTables), hints: [] };
  if (frame) {
    history.process = frame.process;
    history.subsampling = subsampling(frame.components);
  }
  if (luminance) {
    const quality = estimateQuality(luminance.values, chrominance?.values);
    history.quality = quality;
    const encoder = matchEncoder(quality, luminance.values, chrominance?.values);
    if (encoder) history.encoder = encoder;
    history.hints = historyHints(encoder, declared);
  }
  if (frame?.process === "baseline" || frame?.process === "extended") {
    const coefficients = lumaCoefficients(bytes, HISTOGRAM_BLOCKS);
    const found = coefficients && doubleQuantisation(coefficients);
    if (found) history.hints.push({ code: "double_quantisation", ...found });
  }
  return history;
}

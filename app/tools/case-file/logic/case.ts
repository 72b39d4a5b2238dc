// A case as the tool keeps it and as a bundle's manifest carries it: the claim, its status, the five
// questions of provenance, notes, and its items (one piece of evidence from a tool each) in time order.
// No zod here: the case page's list imports this on arrival (issue 44); a case's schema is the
// manifest's (manifest.ts).
import type { JsonValue } from "./canonical-json.ts";

/** Words fact-checkers use for a claim's standing (case_file:status.* in each language). */
export const CASE_STATUSES = ["open", "verified", "false", "misleading", "unproven"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The five questions of provenance (First Draft's checklist): original? who? when? where? why? */
export const PROVENANCE_QUESTIONS = ["original", "who", "when", "where", "why"] as const;
export type ProvenanceQuestion = (typeof PROVENANCE_QUESTIONS)[number];

export interface ProvenanceAnswer {
  done: boolean;
  answer: string;
}

export interface CaseRecord {
  id: string;
  name: string;
  claim: string;
  status: CaseStatus;
  provenance: Record<ProvenanceQuestion, ProvenanceAnswer>;
  notes: string;
  /** ISO times, from the device's clock. */
  createdAt: string;
  updatedAt: string;
}

/** A file of an item: what the manifest lists (its path in the ZIP is added at export). */
export interface EvidenceFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface CaseItem {
  id: string;
  caseId: string;
  /**
   * Which tool made it ("link-investigation", "image-inspection", "timestamp"…): an EvidenceKind when
   * added here, any word when imported from a bundle (one of a newer version may name a kind this one lacks).
   */
  kind: string;
  title: string;
  sourceUrl?: string;
  result: JsonValue;
  note: string;
  /** When it was added, by the device's clock (the report says so). */
  addedAt: string;
  files: EvidenceFile[];
}

export const NAME_MAX = 120;

export function emptyProvenance(): Record<ProvenanceQuestion, ProvenanceAnswer> {
  return Object.fromEntries(
    PROVENANCE_QUESTIONS.map((question) => [question, { done: false, answer: "" }]),
  ) as Record<ProvenanceQuestion, ProvenanceAnswer>;
}

/** Why a case's name is refused, or null: it must say something, briefly. */
export function nameProblem(name: string): "empty" | "long" | null {
  const trimmed = name.trim();
  if (trimmed === "") return "empty";
  if ([...trimmed].length > NAME_MAX) return "long";
  return null;
}

/** Items oldest first (ties by id, so the order never depends on storage). */
export function inTimeOrder<T extends { addedAt: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id));
}

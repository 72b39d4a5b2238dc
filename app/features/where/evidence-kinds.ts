import type { EvidenceSource } from "#app/tools/definition.ts";

/**
 * The where layer's kind of evidence: a coordinate placed on the map (PlacedPoint), whichever tool's page
 * shows it — the image inspector's GPS, the video inspector's location, the sun tool's place. Labelled and
 * summarised in the where namespace, as a tool's kinds are in its own (app/tools/registry.ts lists it).
 */
export const whereEvidence = {
  namespace: "where",
  evidenceKinds: ["placed-coordinate"],
} as const satisfies EvidenceSource;

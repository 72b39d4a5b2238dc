// The case file's public surface (decision 019, decision 030): what other tools use to add their results
// to a case. One button; its dialog, the storage and the hashing load on its first click. Tools never
// reach into the case file's storage.
export { AddToCaseButton } from "./screens/AddToCaseButton.tsx";
export type { Evidence } from "./state/evidence.ts";

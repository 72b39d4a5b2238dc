// A WACZ opened from the visitor's device, checked in the browser: nothing of it is sent anywhere.
import { useState } from "react";
import type { WaczCheck } from "../logic/wacz-check.ts";

export type WaczCheckState =
  | { phase: "idle" }
  | { phase: "checking" }
  | { phase: "done"; file: File; check: WaczCheck };

/** Checks each file given, against `knownKeys` (this site's capture key), the last one winning. */
export function useWaczCheck(knownKeys: readonly string[]) {
  const [state, setState] = useState<WaczCheckState>({ phase: "idle" });
  const check = async (file: File) => {
    setState({ phase: "checking" });
    // The ZIP reader and the hashing load with the first file, not with the page.
    const result = await import("../logic/wacz-check.ts")
      .then(({ checkWacz }) => checkWacz(file, { knownKeys }))
      .catch((): WaczCheck => ({ verdict: "unreadable", problem: "not-a-zip" }));
    setState({ phase: "done", file, check: result });
  };
  return { state, check, reset: () => setState({ phase: "idle" }) };
}

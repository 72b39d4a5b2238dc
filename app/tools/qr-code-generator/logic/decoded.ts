/**
 * The web address a decoded QR code leads to, or null when it holds something else (text, Wi-Fi,
 * a phone number…). Phones open http and https codes in the browser at a tap: those are the ones
 * "quishing" (QR phishing) uses, and the ones to investigate before opening.
 */
export function decodedLink(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return null;
  return new URL(trimmed).href;
}

export type CameraProblem = "refused" | "unavailable" | "busy" | "failed";

/**
 * Why the camera did not start, from the DOMException name getUserMedia rejects with (or "insecure"
 * when the page has no navigator.mediaDevices: browsers offer cameras to https pages and localhost only).
 */
export function cameraProblem(errorName: string): CameraProblem {
  switch (errorName) {
    case "NotAllowedError":
    case "SecurityError":
      return "refused";
    case "NotFoundError":
    case "OverconstrainedError":
    case "insecure":
      return "unavailable";
    case "NotReadableError":
    case "AbortError":
      return "busy";
    default:
      return "failed";
  }
}

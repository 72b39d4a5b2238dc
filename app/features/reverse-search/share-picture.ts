import { SHARED_IMAGES_API, type SharedImage } from "#app/lib/hand-off/shared-images.ts";
import { fitForSharing } from "./picture.ts";

export type ShareOutcome =
  | { ok: true; image: SharedImage }
  | { ok: false; reason: "prepare" | "too_large" | "network" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

/** Sends the picture (made to fit) to this site, which puts it at a temporary address for an hour. */
export async function sharePicture(picture: () => Promise<Blob>): Promise<ShareOutcome> {
  let body: Blob;
  try {
    body = await fitForSharing(await picture());
  } catch {
    return { ok: false, reason: "prepare" };
  }
  let response: Response;
  try {
    response = await fetch(SHARED_IMAGES_API, {
      method: "POST",
      headers: { "Content-Type": body.type },
      body,
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (response.ok) return { ok: true, image: (await response.json()) as SharedImage };
  if (response.status === 429)
    return {
      ok: false,
      reason: "rate_limited",
      retryAfterSeconds: Number(response.headers.get("Retry-After")) || 60,
    };
  if (response.status === 413) return { ok: false, reason: "too_large" };
  // 415: the bytes were not a JPEG, PNG or WebP after all; the browser drew something else.
  return { ok: false, reason: response.status === 415 ? "prepare" : "network" };
}

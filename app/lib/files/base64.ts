// Base64 text and the bytes it stands for: keys, signatures and time-stamp tokens travel as base64
// in JSON (the case file's bundles, WACZ digests).

/** Standard alphabet, padded. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes of base64 (standard or URL alphabet); null when it is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const standard = text.replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) return null;
  try {
    const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, "=");
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

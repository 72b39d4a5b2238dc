// Certificates as PEM text (what `openssl` reads and writes) and as DER bytes; small and free of PKI.js,
// so a page that only fetches a list of roots does not load it.
import { fromBase64, toBase64 } from "#app/lib/files/base64.ts";

/** The DER bytes of every certificate in a PEM text; text outside the markers is ignored. */
export function pemCertificates(pem: string): Uint8Array<ArrayBuffer>[] {
  const begin = "-----BEGIN CERTIFICATE-----";
  const end = "-----END CERTIFICATE-----";
  const found: Uint8Array<ArrayBuffer>[] = [];
  let at = pem.indexOf(begin);
  while (at !== -1) {
    const stop = pem.indexOf(end, at + begin.length);
    if (stop === -1) break;
    const der = fromBase64(pem.slice(at + begin.length, stop).replace(/\s/g, ""));
    if (der) found.push(der);
    at = pem.indexOf(begin, stop + end.length);
  }
  return found;
}

/** Certificates as PEM, one after the other. */
export function certificatesPem(ders: readonly Uint8Array[]): string {
  return ders
    .map((der) => {
      const lines = toBase64(der).match(/.{1,64}/g) ?? [];
      return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
    })
    .join("");
}

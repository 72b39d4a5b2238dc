// ECDSA signatures come two ways: WebCrypto's r||s (IEEE P1363, what the WACZ signing spec writes) and
// DER, what OpenSSL and most other signers write. WebCrypto verifies only the first, so a DER signature
// is turned into it.

const SEQUENCE = 0x30;
const INTEGER = 0x02;

/** A DER length at `at`: short form, or one length byte (an ECDSA signature is under 256 bytes). */
function lengthAt(bytes: Uint8Array, at: number): { length: number; next: number } | null {
  const first = bytes[at];
  if (first === undefined) return null;
  if (first < 0x80) return { length: first, next: at + 1 };
  const second = bytes[at + 1];
  return first === 0x81 && second !== undefined ? { length: second, next: at + 2 } : null;
}

/**
 * r||s of a DER ECDSA signature (a SEQUENCE of two INTEGERs), each left-padded to `half` bytes (48 for
 * P-384); null when the bytes are not exactly one such SEQUENCE or an integer is too long.
 */
export function derToP1363(der: Uint8Array, half: number): Uint8Array<ArrayBuffer> | null {
  if (der[0] !== SEQUENCE) return null;
  const sequence = lengthAt(der, 1);
  if (!sequence || sequence.next + sequence.length !== der.length) return null;
  const out = new Uint8Array(half * 2);
  let at = sequence.next;
  for (const slot of [0, 1]) {
    if (der[at] !== INTEGER) return null;
    const field = lengthAt(der, at + 1);
    if (!field || field.next + field.length > der.length) return null;
    let integer = der.subarray(field.next, field.next + field.length);
    // A leading zero only keeps the integer positive in DER.
    while (integer.length > 1 && integer[0] === 0) integer = integer.subarray(1);
    if (integer.length === 0 || integer.length > half) return null;
    out.set(integer, slot * half + half - integer.length);
    at = field.next + field.length;
  }
  return at === der.length ? out : null;
}

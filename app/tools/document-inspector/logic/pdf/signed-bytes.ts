// The bytes a signature check hashes: a signature's byte range where it lies in the file, or a small piece
// of the CMS itself (a time stamp's TSTInfo). Web Crypto hashes one buffer, and the range is two pieces
// around /Contents; joining them would copy the whole file (50 MB for a 50 MB PDF). But `digest` takes its
// own copy of its input before it returns (Web Crypto: "get a copy of the bytes held by the data
// parameter"), so the smaller piece is moved next to the other for the call only, and the file put back
// at once: no await between, so no other code sees it. hash-wasm's incremental SHA-256 over the two pieces
// needs no move but was slower than Web Crypto's copy and hash (decision 038).

/** Something to hash, as a signature check needs it. */
export interface SignedBytes {
  digest(hash: string): Promise<Uint8Array>;
  /** Every byte in one buffer (for a byte range, a copy): only a CMS without signed attributes needs it. */
  whole(): Uint8Array;
}

/** Web Crypto wants an ArrayBuffer-backed view; a file's bytes always are. */
const digestOf = async (hash: string, view: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest(hash, view as Uint8Array<ArrayBuffer>));

/** Bytes already in one piece. */
export const wholeBytes = (bytes: Uint8Array): SignedBytes => ({
  digest: (hash) => digestOf(hash, bytes),
  whole: () => bytes,
});

/** The bytes a valid /ByteRange [a b c d] covers (a + b ≤ c, c + d within the file), hashed in place. */
export function byteRangeBytes(
  bytes: Uint8Array,
  [a, b, c, d]: readonly [number, number, number, number],
): SignedBytes {
  return {
    digest(hash) {
      // The smaller piece moves over the gap: the second right after the first, or the first right
      // before the second; the joined bytes then start at `start`.
      const [from, length, to, start] = d <= b ? [c, d, a + b, a] : [a, b, c - b, c - b];
      const overwritten = bytes.slice(to, to + length);
      bytes.copyWithin(to, from, from + length);
      try {
        return digestOf(hash, bytes.subarray(start, start + b + d));
      } finally {
        bytes.set(overwritten, to);
      }
    },
    whole() {
      const out = new Uint8Array(b + d);
      out.set(bytes.subarray(a, a + b), 0);
      out.set(bytes.subarray(c, c + d), b);
      return out;
    },
  };
}

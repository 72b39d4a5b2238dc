/** UTF-16 code units, fast: buffers turned back into strings, ranges of strings compared in place. */

// Large enough to amortise the call, small enough for the engine's argument limit.
const CHUNK = 1024;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * TextDecoder is several times faster than String.fromCharCode, but would turn a lone surrogate into
 * U+FFFD, so it is only used when the caller knows the units are well formed.
 */
export function unitsToString(units: Uint16Array, wellFormed: boolean): string {
  if (wellFormed && LITTLE_ENDIAN) return new TextDecoder("utf-16le").decode(units);
  const parts: string[] = [];
  for (let start = 0; start < units.length; start += CHUNK) {
    parts.push(String.fromCharCode.apply(null, Array.from(units.subarray(start, start + CHUNK))));
  }
  return parts.join("");
}

/** Whether a[aStart, aStart + length) and b[bStart, bStart + length) hold the same code units. */
export function sameUnits(a: string, aStart: number, b: string, bStart: number, length: number): boolean {
  for (let at = 0; at < length; at++)
    if (a.charCodeAt(aStart + at) !== b.charCodeAt(bStart + at)) return false;
  return true;
}

export function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

export function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

import { Transform } from "node:stream";

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = ">".charCodeAt(0);

/**
 * Removes the module preloads from the document as it streams out. React Router puts a preload for
 * each of the page's ~20 modules in <head>, so the browser fetches them all alongside the document,
 * before the first paint, though the page needs none of them to show (its styles are inline). Without
 * them the scripts load from the module script at the end of the body, after the content. Measured
 * with `npm run lighthouse`: largest contentful paint 2.5 s → 1.0 s on the mobile preset
 * (docs/decisions/008). <Scripts> has no option for this, hence the rewrite of its output.
 */
export function withoutModulePreloads(): Transform {
  // Bytes held back from the previous chunk: a preload tag not yet closed, or what may start one.
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const input = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const kept: Buffer[] = [];
      let from = 0;
      let unclosed = false;
      for (let start = input.indexOf(PRELOAD); start >= 0; start = input.indexOf(PRELOAD, from)) {
        kept.push(input.subarray(from, start));
        const end = input.indexOf(TAG_END, start + PRELOAD.length);
        unclosed = end < 0;
        from = unclosed ? start : end + 1;
        if (unclosed) break;
      }
      const held = unclosed ? input.length - from : partialMatchLength(input, from);
      kept.push(input.subarray(from, input.length - held));
      carry = Buffer.from(input.subarray(input.length - held));
      callback(null, Buffer.concat(kept));
    },
    flush(callback) {
      callback(null, carry);
    },
  });
}

/** How many bytes at the end of `input` (after `from`) are the beginning of a preload tag. */
function partialMatchLength(input: Buffer, from: number): number {
  for (let length = Math.min(PRELOAD.length - 1, input.length - from); length > 0; length--) {
    if (input.subarray(input.length - length).equals(PRELOAD.subarray(0, length))) return length;
  }
  return 0;
}

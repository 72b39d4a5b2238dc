// What HLS and DASH both come down to: a rendition is an optional init section and media segments, each
// an address, perhaps a byte range of a larger file. Joined in order they are one file.

/** `length` bytes of a resource from `offset`. */
export interface ByteRange {
  offset: number;
  length: number;
}

/** One resource a join fetches. */
export interface Part {
  url: string;
  range?: ByteRange;
}

/** A media segment: a part that lasts `duration` seconds. */
export interface Segment extends Part {
  duration: number;
}

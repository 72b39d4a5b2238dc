// A bounded look at one object the cross-reference names: its value (a dictionary, mostly) and whether
// it is a stream, read at its byte offset or inside its object stream. Never the stream's data.
import { decodeStream, type InflateBudget, streamDataRange } from "./stream.ts";
import {
  integerOf,
  isDict,
  keywordAt,
  nameOf,
  type PdfValue,
  readObjectHeader,
  readUint,
  readValue,
  skipWhite,
} from "./syntax.ts";

/** What a peek found: the object's value and whether a stream follows it. */
export interface Peeked {
  value: PdfValue;
  isStream: boolean;
}

/** Why a peek found nothing. */
export type PeekFailure = "offset-outside" | "not-the-object" | "unreadable" | "object-stream-unreadable";

/** A decoded object stream: its data and where each of its objects starts in it, by index. */
interface OpenedObjectStream {
  data: Uint8Array;
  starts: { num: number; at: number }[];
}

/** Object streams larger than this decoded are not opened. */
const MAX_OBJECT_STREAM = 16 * 1024 * 1024;
/** Objects one object stream may declare (its /N). */
const MAX_OBJECTS_PER_STREAM = 100_000;

/** Peeks at objects of one file, keeping the object streams it opened. */
export class ObjectPeeker {
  private readonly streams = new Map<number, OpenedObjectStream | PeekFailure>();

  private readonly bytes: Uint8Array;
  private readonly budget: InflateBudget;

  constructor(bytes: Uint8Array, budget: InflateBudget) {
    this.bytes = bytes;
    this.budget = budget;
  }

  /** The object `num gen obj` at `offset`. */
  atOffset(num: number, gen: number, offset: number): Peeked | PeekFailure {
    const { bytes } = this;
    if (offset < 0 || offset >= bytes.length) return "offset-outside";
    const header = readObjectHeader(bytes, offset);
    if (!header || header.num !== num || header.gen !== gen) return "not-the-object";
    const read = readValue(bytes, header.end);
    if (!read) return "unreadable";
    return { value: read.value, isStream: keywordAt(bytes, skipWhite(bytes, read.end), "stream") };
  }

  /** Object `num`, the `index`-th of the object stream found at `streamOffset`. */
  inObjectStream(num: number, streamNum: number, streamOffset: number, index: number): Peeked | PeekFailure {
    const opened = this.open(streamNum, streamOffset);
    if (typeof opened === "string") return opened;
    const start = opened.starts[index];
    if (!start || start.num !== num) return "not-the-object";
    const read = readValue(opened.data, start.at);
    return read ? { value: read.value, isStream: false } : "unreadable";
  }

  private open(streamNum: number, streamOffset: number): OpenedObjectStream | PeekFailure {
    const key = streamOffset;
    const known = this.streams.get(key);
    if (known) return known;
    const opened = this.decode(streamNum, streamOffset);
    this.streams.set(key, opened);
    return opened;
  }

  private decode(streamNum: number, offset: number): OpenedObjectStream | PeekFailure {
    const { bytes } = this;
    if (offset < 0 || offset >= bytes.length) return "offset-outside";
    const header = readObjectHeader(bytes, offset);
    if (!header || header.num !== streamNum) return "not-the-object";
    const read = readValue(bytes, header.end);
    if (!read || !isDict(read.value) || nameOf(read.value, "Type") !== "ObjStm")
      return "object-stream-unreadable";
    const count = integerOf(read.value, "N") ?? -1;
    const first = integerOf(read.value, "First") ?? -1;
    if (count < 0 || count > MAX_OBJECTS_PER_STREAM || first < 0) return "object-stream-unreadable";
    const range = streamDataRange(bytes, read.end, read.value);
    if (!range) return "object-stream-unreadable";
    const data = decodeStream(
      bytes.subarray(range.start, range.end),
      read.value,
      this.budget,
      MAX_OBJECT_STREAM,
    );
    if (typeof data === "string") return "object-stream-unreadable";
    // The stream starts with N pairs "number offset", offsets counted from /First.
    const starts: { num: number; at: number }[] = [];
    let position = 0;
    for (let i = 0; i < count; i++) {
      const num = readUint(data, skipWhite(data, position));
      const at = num ? readUint(data, skipWhite(data, num.end)) : null;
      if (!num || !at) break;
      starts.push({ num: num.value, at: first + at.value });
      position = at.end;
    }
    return { data, starts };
  }
}

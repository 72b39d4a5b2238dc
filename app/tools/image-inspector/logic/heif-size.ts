// The size of a HEIF picture (HEIC, AVIF) as it is shown, from the file's own item properties: ExifReader
// gives none for these formats, so the page fell back to EXIF's, which a phone writes before cropping (a
// cropped iPhone photo read 4,032 × 3,024) and many files do not have at all. ISO/IEC 23008-12: the
// primary item (pitm) has properties (iprp: ipco lists them, ipma associates them with items, in the
// order they apply): ispe is its size as coded (a grid's or an identity item's own), then clap crops it
// and irot turns it. Bounded on any file: every loop moves forward by a whole box or a field it read.

export interface PictureSize {
  width: number;
  height: number;
}

interface Box {
  type: string;
  /** Where its content starts, after the header. */
  body: number;
  end: number;
}

const FTYP = 0x66747970;
/** A picture item has a few properties (ipma counts them in one byte): more is not a file to trust. */
const MAX_ASSOCIATIONS = 255;

/** The boxes between `from` and `to`, in order; a box that claims more than there is ends the list. */
function* boxes(view: DataView, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      // A 64-bit size: past 2^53 bytes it cannot be a file a browser holds.
      size = view.getUint32(at + 8) * 2 ** 32 + view.getUint32(at + 12);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return;
    const type = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    yield { type, body: at + header, end: at + size };
    at += size;
  }
}

function find(
  view: DataView,
  parent: { body: number; end: number },
  type: string,
  skip = 0,
): Box | undefined {
  for (const box of boxes(view, parent.body + skip, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** The primary item's ID (pitm: version 0 a 16-bit ID, else 32-bit). */
function primaryItem(view: DataView, pitm: Box): number | undefined {
  const version = view.getUint8(pitm.body);
  if (pitm.body + 4 + (version === 0 ? 2 : 4) > pitm.end) return undefined;
  return version === 0 ? view.getUint16(pitm.body + 4) : view.getUint32(pitm.body + 4);
}

/** The 1-based ipco indices associated with `item`, in the order ipma lists them (every ipma box read). */
function associations(view: DataView, iprp: Box, item: number): number[] {
  const indices: number[] = [];
  for (const ipma of boxes(view, iprp.body, iprp.end)) {
    if (ipma.type !== "ipma" || ipma.body + 8 > ipma.end) continue;
    const version = view.getUint8(ipma.body);
    const wide = (view.getUint8(ipma.body + 3) & 1) === 1;
    const entries = view.getUint32(ipma.body + 4);
    let at = ipma.body + 8;
    for (let entry = 0; entry < entries; entry++) {
      const idSize = version < 1 ? 2 : 4;
      if (at + idSize + 1 > ipma.end) break;
      const id = idSize === 2 ? view.getUint16(at) : view.getUint32(at);
      const count = view.getUint8(at + idSize);
      at += idSize + 1;
      if (at + count * (wide ? 2 : 1) > ipma.end) break;
      for (let i = 0; i < count; i++, at += wide ? 2 : 1) {
        const index = wide ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f;
        if (id === item && index > 0 && indices.length < MAX_ASSOCIATIONS) indices.push(index);
      }
    }
  }
  return indices;
}

/** The properties at these ipco indices, in the order given (one walk through ipco). */
function properties(view: DataView, ipco: Box, indices: readonly number[]): Box[] {
  const wanted = new Map<number, Box>();
  let index = 0;
  for (const box of boxes(view, ipco.body, ipco.end)) {
    index++;
    if (indices.includes(index)) wanted.set(index, box);
  }
  return indices.flatMap((i) => wanted.get(i) ?? []);
}

/** clap's width or height: a fraction, rounded as libheif does; undefined when it says nothing usable. */
function fraction(view: DataView, at: number): number | undefined {
  const denominator = view.getUint32(at + 4);
  if (denominator === 0) return undefined;
  return Math.round(view.getUint32(at) / denominator);
}

/** The picture's size once cropped and turned as its properties say; undefined for a file that is not HEIF. */
export function heifPictureSize(bytes: Uint8Array): PictureSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 16 || view.getUint32(4) !== FTYP) return undefined;
  const meta = find(view, { body: 0, end: bytes.length }, "meta");
  if (!meta || meta.body + 4 > meta.end) return undefined;
  // meta is a full box: its version and flags come before its children.
  const pitm = find(view, meta, "pitm", 4);
  const iprp = find(view, meta, "iprp", 4);
  const item = pitm && primaryItem(view, pitm);
  const ipco = iprp && find(view, iprp, "ipco");
  if (item === undefined || !iprp || !ipco) return undefined;
  const list = properties(view, ipco, associations(view, iprp, item));
  const ispe = list.find((box) => box.type === "ispe");
  if (!ispe || ispe.body + 12 > ispe.end) return undefined;
  let width = view.getUint32(ispe.body + 4);
  let height = view.getUint32(ispe.body + 8);
  if (width === 0 || height === 0) return undefined;
  for (const box of list) {
    if (box.type === "clap" && box.body + 32 <= box.end) {
      const w = fraction(view, box.body);
      const h = fraction(view, box.body + 8);
      // A crop larger than the picture, or empty, is not one: the picture stays whole.
      if (w && h && w <= width && h <= height) [width, height] = [w, h];
    }
    if (box.type === "irot" && box.body < box.end && (view.getUint8(box.body) & 1) === 1)
      [width, height] = [height, width];
  }
  return { width, height };
}

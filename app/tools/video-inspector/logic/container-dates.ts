// The container's own creation and modification times. mediabunny reads the tags (©day, creation_time
// of the metadata keys) but not these two fields of the QuickTime movie header (`mvhd`) nor Matroska's
// `DateUTC`, so this small reader walks to them: box and element headers only, each read by a slice of
// the file (a 2 GB file costs a few kilobytes), never a whole box.

export interface ContainerDates {
  created?: Date;
  modified?: Date;
}

const MAC_EPOCH_MS = Date.UTC(1904, 0, 1);
const MATROSKA_EPOCH_MS = Date.UTC(2001, 0, 1);
/** Enough headers to reach `moov` past a long `mdat` or many `free` boxes, never a loop. */
const MAX_STEPS = 4096;

async function bytesAt(blob: Blob, offset: number, length: number): Promise<DataView> {
  const buffer = await blob.slice(offset, Math.min(blob.size, offset + length)).arrayBuffer();
  return new DataView(buffer);
}

const fourCc = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

/** The box named `type` among those between `start` and `end`: where its body starts and ends. */
async function findBox(
  blob: Blob,
  type: string,
  start: number,
  end: number,
): Promise<{ body: number; end: number } | undefined> {
  let offset = start;
  for (let step = 0; step < MAX_STEPS && offset + 8 <= end; step++) {
    const head = await bytesAt(blob, offset, 16);
    if (head.byteLength < 8) return undefined;
    let size = head.getUint32(0);
    let headerSize = 8;
    if (size === 1) {
      if (head.byteLength < 16) return undefined;
      size = Number(head.getBigUint64(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize) return undefined;
    if (fourCc(head, 4) === type) return { body: offset + headerSize, end: Math.min(end, offset + size) };
    offset += size;
  }
  return undefined;
}

/** A QuickTime time (seconds since 1904), or undefined for 0, the "not set" every muxer writes. */
function macTime(seconds: number): Date | undefined {
  return seconds > 0 ? new Date(MAC_EPOCH_MS + seconds * 1000) : undefined;
}

/** The movie header's creation and modification times of an MP4/MOV/M4V file. */
export async function quickTimeDates(blob: Blob): Promise<ContainerDates> {
  const moov = await findBox(blob, "moov", 0, blob.size);
  if (!moov) return {};
  const mvhd = await findBox(blob, "mvhd", moov.body, moov.end);
  if (!mvhd) return {};
  const view = await bytesAt(blob, mvhd.body, 20);
  if (view.byteLength < 12) return {};
  if (view.getUint8(0) === 1) {
    if (view.byteLength < 20) return {};
    return {
      created: macTime(Number(view.getBigUint64(4))),
      modified: macTime(Number(view.getBigUint64(12))),
    };
  }
  return { created: macTime(view.getUint32(4)), modified: macTime(view.getUint32(8)) };
}

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const DATE_UTC = 0x4461;
const CLUSTER = 0x1f43b675;

/** An EBML variable-length number at `at`: its value (the marker bit kept for ids) and its length. */
function vint(
  view: DataView,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | undefined {
  if (at >= view.byteLength) return undefined;
  const first = view.getUint8(at);
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length++;
  if (length > 8 || at + length > view.byteLength) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = view.getUint8(at + i);
    if (byte !== 0xff) allOnes = false;
    value = value * 256 + byte;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** Matroska/WebM's `DateUTC` (Segment › Info), when the muxer wrote one. */
export async function matroskaDates(blob: Blob): Promise<ContainerDates> {
  let offset = 0;
  let end = blob.size;
  const wanted = [EBML, SEGMENT, INFO];
  for (let step = 0; step < MAX_STEPS && offset < end; step++) {
    const view = await bytesAt(blob, offset, 16);
    const id = vint(view, 0, true);
    const size = id && vint(view, id.length, false);
    if (!id || !size) return {};
    const body = offset + id.length + size.length;
    const bodyEnd = size.unknown ? end : body + size.value;
    if (id.value === DATE_UTC) {
      const date = await bytesAt(blob, body, 8);
      if (date.byteLength < 8 || size.value !== 8) return {};
      const ms = MATROSKA_EPOCH_MS + Number(date.getBigInt64(0) / 1_000_000n);
      return { created: new Date(ms) };
    }
    if (id.value === SEGMENT || id.value === INFO) {
      // Descend: the next element is its first child.
      if (!wanted.includes(id.value)) return {};
      offset = body;
      end = bodyEnd;
      continue;
    }
    if (step === 0 && id.value !== EBML) return {};
    if (id.value === CLUSTER || size.unknown) return {};
    offset = bodyEnd;
  }
  return {};
}

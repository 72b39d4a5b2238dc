// How many entries a ZIP says it has, read from its end-of-central-directory record before zip.js lists
// them: a file claiming millions of entries is refused without building a million entry objects.

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const END_SIZE = 22;
/** The record ends the file, after a comment of at most 65 535 bytes. */
const END_SEARCH = END_SIZE + 65_535;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_END_SIZE = 56;

/** The entry count the ZIP declares, or null when no end record is found (then it is no ZIP). */
export async function declaredEntryCount(zip: Blob): Promise<number | null> {
  const start = Math.max(0, zip.size - END_SEARCH);
  const tail = new Uint8Array(await zip.slice(start).arrayBuffer());
  const view = new DataView(tail.buffer);
  for (let at = tail.length - END_SIZE; at >= 0; at--) {
    if (view.getUint32(at, true) !== END_SIGNATURE) continue;
    const count = view.getUint16(at + 10, true);
    if (count !== 0xffff) return count;
    return zip64Count(zip, start + at);
  }
  return null;
}

/** The count of a ZIP64 end record, found through the locator just before the classic record. */
async function zip64Count(zip: Blob, endAt: number): Promise<number | null> {
  if (endAt < ZIP64_LOCATOR_SIZE) return 0xffff;
  const locator = new DataView(await zip.slice(endAt - ZIP64_LOCATOR_SIZE, endAt).arrayBuffer());
  if (locator.getUint32(0, true) !== ZIP64_LOCATOR_SIGNATURE) return 0xffff;
  const recordAt = Number(locator.getBigUint64(8, true));
  if (!Number.isSafeInteger(recordAt) || recordAt + ZIP64_END_SIZE > zip.size) return null;
  const record = new DataView(await zip.slice(recordAt, recordAt + ZIP64_END_SIZE).arrayBuffer());
  if (record.getUint32(0, true) !== ZIP64_END_SIGNATURE) return null;
  const count = record.getBigUint64(32, true);
  return count > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(count);
}

// The IPv4 part of a MaxMind DB search tree, walked without mmdb-lib (decision 041): its lookup spends
// most of its time parsing the address with regular expressions and arrays, and every redirect looks
// one up. Only the walk is ours; what a record holds is still decoded by mmdb-lib, once a record.

/** What the walk needs of the database's metadata (mmdb-lib's `reader.metadata`). */
interface TreeShape {
  ipVersion: number;
  nodeCount: number;
  recordSize: number;
  nodeByteSize: number;
}

/** What the walk found: the record's pointer (above `nodeCount`), or null when no record holds it. */
export type Ipv4Walk = (address: string) => number | null | undefined;

/**
 * The walk of a dotted-quad IPv4 address (as Node writes a peer's address) through the tree of `db`: the
 * data pointer of its network, null when the tree has none for it, undefined when `address` is not a
 * plain dotted quad (IPv6, or anything else: the caller asks mmdb-lib).
 */
export function ipv4Walker(db: Buffer, tree: TreeShape): Ipv4Walk {
  const { nodeCount, recordSize, nodeByteSize } = tree;
  // A record size mmdb-lib does not read either: better no start than wrong countries.
  if (recordSize !== 24 && recordSize !== 28 && recordSize !== 32) {
    throw new Error(`unsupported record size ${recordSize}`);
  }
  const record = (node: number, right: number): number => {
    const at = node * nodeByteSize;
    if (recordSize === 24) return db.readUIntBE(at + right * 3, 3);
    if (recordSize === 32) return db.readUInt32BE(at + right * 4);
    // 28 bits: the middle byte's high nibble belongs to the left record, its low one to the right.
    const middle = db[at + 3] ?? 0;
    return right === 0
      ? ((middle & 0xf0) << 20) | db.readUIntBE(at, 3)
      : ((middle & 0x0f) << 24) | db.readUIntBE(at + 4, 3);
  };
  // In an IPv6 tree, IPv4 addresses are ::a.b.c.d: 96 left turns from the root.
  let start = 0;
  if (tree.ipVersion === 6) {
    for (let depth = 0; depth < 96 && start < nodeCount; depth++) start = record(start, 0);
  }

  return (address) => {
    const value = parseDottedQuad(address);
    if (value === null) return undefined;
    let node = start;
    for (let bit = 31; bit >= 0 && node < nodeCount; bit--) node = record(node, (value >>> bit) & 1);
    return node > nodeCount ? node : null;
  };
}

/** a.b.c.d with each part 0–255 in decimal without leading zeros, as an unsigned 32-bit number. */
export function parseDottedQuad(text: string): number | null {
  if (text.length < 7 || text.length > 15) return null;
  let value = 0;
  let part = 0;
  let digits = 0;
  let parts = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0x2e;
    if (code === 0x2e) {
      if (digits === 0 || parts === 4) return null;
      value = value * 256 + part;
      parts++;
      part = 0;
      digits = 0;
    } else if (code >= 0x30 && code <= 0x39) {
      if (digits > 0 && part === 0) return null;
      part = part * 10 + (code - 0x30);
      digits++;
      if (part > 255) return null;
    } else {
      return null;
    }
  }
  return parts === 4 ? value : null;
}

/**
 * A map that holds at most `capacity` entries and forgets the least recently used one first. A Map keeps
 * insertion order, so re-inserting an entry on every read makes its first key the least recently used.
 */
export class LruCache<K, V> {
  readonly capacity: number;
  #entries = new Map<K, V>();
  /**
   * The most recently used key: reading it again moves nothing. A popular short link's slug, or the most
   * common browser, is read thousands of times a second, and moving an entry is two more lookups.
   */
  #newest: K | undefined;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError("capacity must be at least 1");
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined && key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
      this.#newest = key;
    }
    return value;
  }

  delete(key: K): void {
    this.#entries.delete(key);
    if (key === this.#newest) this.#newest = undefined;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    this.#newest = key;
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}

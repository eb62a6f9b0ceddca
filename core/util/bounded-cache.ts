/**
 * A Map that keeps at most `max` entries, dropping the least recently used. For per-process
 * memos keyed by values that come from outside (a time zone's spelling, say): an unbounded
 * one grows with whatever the inputs are, for as long as the instance lives.
 */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  getOrCreate(key: K, create: (key: K) => V): V {
    const found = this.map.get(key);
    if (found !== undefined) {
      // Re-insert: Map keeps insertion order, so the first key is always the least recent.
      this.map.delete(key);
      this.map.set(key, found);
      return found;
    }
    const value = create(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    return value;
  }

  /** The value if present (and now the most recent), else undefined; never creates. */
  get(key: K): V | undefined {
    const found = this.map.get(key);
    if (found !== undefined) {
      this.map.delete(key);
      this.map.set(key, found);
    }
    return found;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }
}

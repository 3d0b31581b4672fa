// Sorted keys for exact and prefix lookups by binary search, and the same keys joined into one
// string for substring lookups by the engine's native indexOf: a query touches only the keys
// that match instead of scanning all of them.

const separator = '\u0001';

export class KeyTable {
  private pairs: { key: string; owner: number }[] = [];
  private sortedKeys: string[] = [];
  private sortedOwners: Int32Array = new Int32Array(0);
  private joined = '';
  private starts: Int32Array = new Int32Array(0);
  private joinedOwners: Int32Array = new Int32Array(0);

  add(key: string, owner: number): void {
    this.pairs.push({ key, owner });
  }

  freeze(): void {
    // The engine's own string sort (no comparator callback) on "key\0owner" is several times
    // faster than sorting objects; the order among owners of one key does not matter.
    const sorted = this.pairs.map((p) => `${p.key}\u0000${p.owner}`).sort();
    this.sortedKeys = sorted.map((s) => s.slice(0, s.indexOf('\u0000')));
    this.sortedOwners = Int32Array.from(sorted, (s) => Number(s.slice(s.indexOf('\u0000') + 1)));
    this.starts = new Int32Array(this.pairs.length);
    this.joinedOwners = Int32Array.from(this.pairs, (p) => p.owner);
    let offset = 0;
    this.pairs.forEach((p, i) => {
      this.starts[i] = offset + 1;
      offset += p.key.length + 1;
    });
    this.joined = this.pairs.map((p) => separator + p.key).join('');
    this.pairs = [];
  }

  /** Calls back with each owner of a key equal to (exact) or starting with (not exact) `query`. */
  prefix(query: string, found: (owner: number, exact: boolean) => void): void {
    const keys = this.sortedKeys;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < query) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < keys.length && keys[i]!.startsWith(query); i++) {
      found(this.sortedOwners[i]!, keys[i]!.length === query.length);
    }
  }

  /** Calls back with each owner of a key containing `query` (prefix matches included). */
  substring(query: string, found: (owner: number) => void): void {
    const { joined, starts } = this;
    for (let at = joined.indexOf(query); at >= 0;) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      found(this.joinedOwners[lo]!);
      const next = lo + 1 < starts.length ? starts[lo + 1]! : joined.length;
      at = joined.indexOf(query, next);
    }
  }
}

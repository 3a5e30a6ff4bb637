/** An accepted bid as placed, kept so a retraction can re-run the others. */
export interface BidEntry {
  bidId: string;
  userId: string;
  kind: 'proxy' | 'hard' | 'reverse';
  amount: number;
  at: string;
}

/**
 * A lot's accepted bids in placement order: an immutable view of the first `length` entries of
 * an array that states of one lineage share, with an index by bid id. Appending to the newest
 * view pushes in place (O(1)); appending to an older view (a state whose successor was
 * discarded, e.g. a speculative fold before a conflicting append) copies, so no view ever sees
 * an entry past its own length.
 */
export class BidLog implements Iterable<BidEntry> {
  readonly #items: BidEntry[];
  /** Position of each bid id's first entry; an id at or past `#length` is not in this view. */
  readonly #firstAt: Map<string, number>;
  readonly #length: number;

  private constructor(items: BidEntry[], firstAt: Map<string, number>, length: number) {
    this.#items = items;
    this.#firstAt = firstAt;
    this.#length = length;
  }

  static of(entries: Iterable<BidEntry> = []): BidLog {
    const items = [...entries];
    const firstAt = new Map<string, number>();
    items.forEach((e, i) => {
      if (!firstAt.has(e.bidId)) firstAt.set(e.bidId, i);
    });
    return new BidLog(items, firstAt, items.length);
  }

  get length(): number {
    return this.#length;
  }

  append(entry: BidEntry): BidLog {
    if (this.#items.length !== this.#length) return BidLog.of(this).append(entry);
    this.#items.push(entry);
    if (!this.#firstAt.has(entry.bidId)) this.#firstAt.set(entry.bidId, this.#length);
    return new BidLog(this.#items, this.#firstAt, this.#length + 1);
  }

  has(bidId: string): boolean {
    return this.get(bidId) !== undefined;
  }

  get(bidId: string): BidEntry | undefined {
    const i = this.#firstAt.get(bidId);
    return i === undefined || i >= this.#length ? undefined : this.#items[i];
  }

  at(index: number): BidEntry | undefined {
    const i = index < 0 ? this.#length + index : index;
    return i >= 0 && i < this.#length ? this.#items[i] : undefined;
  }

  *[Symbol.iterator](): Iterator<BidEntry> {
    for (let i = 0; i < this.#length; i++) yield this.#items[i] as BidEntry;
  }

  toArray(): BidEntry[] {
    return this.#items.slice(0, this.#length);
  }

  find(pred: (e: BidEntry) => boolean): BidEntry | undefined {
    for (const e of this) if (pred(e)) return e;
    return undefined;
  }

  some(pred: (e: BidEntry) => boolean): boolean {
    return this.find(pred) !== undefined;
  }

  filter(pred: (e: BidEntry) => boolean): BidEntry[] {
    return this.toArray().filter(pred);
  }

  map<T>(fn: (e: BidEntry) => T): T[] {
    return this.toArray().map(fn);
  }

  /** Serialises as the plain array the state used to hold. */
  toJSON(): BidEntry[] {
    return this.toArray();
  }
}

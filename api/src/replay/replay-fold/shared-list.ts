/**
 * An append-only list that states share: a state sees its first `count` items. Appending to a
 * state that later states already appended to copies its own prefix first, so an older state
 * folded again never sees (or changes) what a newer one added. Appending is O(1) otherwise.
 */
export interface SharedList<T> {
  readonly items: readonly T[];
  readonly count: number;
}

export const emptyList = <T>(): SharedList<T> => ({ items: [], count: 0 });

export function append<T>(list: SharedList<T>, item: T): SharedList<T> {
  const items = (
    list.items.length === list.count ? list.items : list.items.slice(0, list.count)
  ) as T[];
  items.push(item);
  return { items, count: list.count + 1 };
}

/** The items the list holds for its state, oldest first, that match. */
export function itemsOf<T>(list: SharedList<T>, keep: (item: T) => boolean = () => true): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.count; i++) if (keep(list.items[i] as T)) out.push(list.items[i] as T);
  return out;
}

/** The last `n` matching items, oldest first, and how many match in all: no copy of the list. */
export function lastOf<T>(
  list: SharedList<T>,
  n: number,
  keep: (item: T) => boolean,
): { items: T[]; count: number } {
  const items: T[] = [];
  let count = 0;
  for (let i = list.count - 1; i >= 0; i--) {
    const item = list.items[i] as T;
    if (!keep(item)) continue;
    count++;
    if (items.length < n) items.push(item);
  }
  return { items: items.reverse(), count };
}

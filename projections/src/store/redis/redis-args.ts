import type { GroupedLayout } from '../grouped/grouped-layout.js';
import { SEPARATOR } from '../grouped/grouped-layout.js';
import type { NamespaceCommit } from '../read-model-store.port.js';

export const docPrefix = (ns: string): string => `rm:${ns}:`;
export const cpKey = (ns: string): string => `cp:${ns}`;
/** Ids of a namespace (group ids when grouped), apart from the `rm:` documents so no id can collide with it. */
export const idxKey = (ns: string): string => `rmx:${ns}`;

// Pushes one by one: a spread of a hundred thousand arguments overflows the stack.
function append<T>(to: T[], list: readonly T[]): void {
  for (let i = 0; i < list.length; i++) to.push(list[i]!);
}

interface Group {
  set: string[];
  del: string[];
  /** Ordered layouts: (score, field) pairs for the group's order index. */
  scores: string[];
}

/** An ordered group's index of its fields by `order` (a sorted set): the hash key and a '/'. */
export const orderKey = (hashKey: string): string => `${hashKey}${SEPARATOR}`;

/** The ARGV of COMMIT_LUA: each namespace's writes sorted into runs, one per command. */
export function commitArgs(
  commits: readonly NamespaceCommit[],
  layoutOf: (ns: string) => GroupedLayout | undefined,
): string[] {
  const args = [String(commits.length)];
  for (const c of commits) {
    const prefix = docPrefix(c.ns);
    const layout = layoutOf(c.ns);
    const grouped = layout !== undefined;
    const order = layout?.order;
    const sets: string[] = [];
    const setIds: string[] = [];
    const dels: string[] = [];
    const delIds: string[] = [];
    const groups = new Map<string, Group>();
    for (const w of c.writes) {
      const cut = grouped ? w.id.indexOf(SEPARATOR) : -1;
      if (cut >= 0) {
        const id = w.id.slice(0, cut);
        let g = groups.get(id);
        if (!g) groups.set(id, (g = { set: [], del: [], scores: [] }));
        if (w.doc === null) g.del.push(w.id.slice(cut + 1));
        else {
          g.set.push(w.id.slice(cut + 1), JSON.stringify(w.doc));
          const at = order?.(w.doc);
          if (at !== undefined) g.scores.push(String(at), w.id.slice(cut + 1));
        }
      } else if (w.doc === null) {
        dels.push(prefix + w.id);
        delIds.push(w.id);
      } else {
        sets.push(prefix + w.id, JSON.stringify(w.doc));
        setIds.push(w.id);
      }
    }
    const body: string[] = [];
    append(body, sets);
    append(body, setIds);
    append(body, dels);
    append(body, delIds);
    for (const [id, g] of groups) {
      // The count of (score, field) pairs; '-' for a layout without an order (no index to keep).
      const scored = order ? String(g.scores.length / 2) : '-';
      body.push(prefix + id, id, String(g.set.length / 2), String(g.del.length), scored);
      append(body, g.set);
      append(body, g.del);
      append(body, g.scores);
    }
    args.push(cpKey(c.ns), c.expected ?? '\0', c.checkpoint, idxKey(c.ns));
    args.push(
      String(setIds.length),
      String(delIds.length),
      String(groups.size),
      String(body.length),
    );
    append(args, body);
  }
  return args;
}

/** The ARGV of ENTRIES_LUA for entry ids `<group>/<key>`, and where each answer goes. */
export function entriesArgs(
  prefix: string,
  ids: readonly string[],
  at: readonly number[],
): { args: string[]; order: number[] } {
  const groups = new Map<string, { fields: string[]; at: number[] }>();
  at.forEach((i) => {
    const id = ids[i]!;
    const cut = id.indexOf(SEPARATOR);
    const group = id.slice(0, cut);
    let g = groups.get(group);
    if (!g) groups.set(group, (g = { fields: [], at: [] }));
    g.fields.push(id.slice(cut + 1));
    g.at.push(i);
  });
  const args = [String(groups.size)];
  const order: number[] = [];
  for (const [group, g] of groups) {
    args.push(prefix + group, String(g.fields.length));
    append(args, g.fields);
    append(order, g.at);
  }
  return { args, order };
}

import type { ListResponse } from '@facet/event-schemas';
import type { Lot } from './cached-lot';

/** What a mutation answer or a socket push knows about one lot. */
export interface LotPatch {
  id: string;
  revision?: number;
  fields: Partial<Lot>;
}

export interface PatchOutcome<T> {
  data: T;
  /** The push skipped revisions the cache never saw: the caller refetches. */
  gap: boolean;
}

/** Applies a patch to one lot; older revisions are ignored, equal ones merge (user-room extras). */
export function patchLot(lot: Lot, patch: LotPatch): PatchOutcome<Lot> {
  if (String(lot.id) !== String(patch.id)) return { data: lot, gap: false };
  const cached = lot.revision;
  if (patch.revision !== undefined && cached !== undefined && patch.revision < cached) {
    return { data: lot, gap: false };
  }
  const gap = patch.revision !== undefined && cached !== undefined && patch.revision > cached + 1;
  const fields = Object.fromEntries(
    Object.entries(patch.fields).filter(([, v]) => v !== undefined),
  );
  const next: Lot = { ...lot, ...fields, revision: patch.revision ?? cached };
  return { data: next, gap };
}

function isList(value: unknown): value is ListResponse<Lot> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ListResponse<Lot>).records)
  );
}

function isLot(value: unknown): value is Lot {
  return typeof value === 'object' && value !== null && 'id' in value && 'market_status' in value;
}

/**
 * The one cache-patch function shared by mutations and socket handlers: it takes whatever a lot
 * query holds (a single lot or a list page) and returns it patched, keeping identity when untouched.
 */
export function patchLotQueryData<T>(data: T, patch: LotPatch): PatchOutcome<T> {
  if (isList(data)) {
    let gap = false;
    let changed = false;
    const records = data.records.map((lot) => {
      const r = patchLot(lot, patch);
      gap ||= r.gap;
      if (r.data !== lot) changed = true;
      return r.data;
    });
    return { data: changed ? ({ ...data, records } as T) : data, gap };
  }
  if (isLot(data)) return patchLot(data, patch) as PatchOutcome<T>;
  return { data, gap: false };
}

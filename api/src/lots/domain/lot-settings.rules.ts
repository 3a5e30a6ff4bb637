import { incrementAt, type LotSettings } from '@facet/event-schemas';

export const defaultLotSettings: LotSettings = {
  increments: [],
  defaultIncrement: 10_00,
  biddingMode: 'proxy',
  softCloseWindowSeconds: 300,
  softCloseExtensionSeconds: 300,
  softCloseCapSeconds: null,
  sealedAutoAward: false,
  sealedApprovalMinutes: 2880,
  cartHoldMinutes: 15,
};

/** `inc(p)` of bidding-rules.md: the shared increment lookup the read side prices `next_bid` with. */
export const inc = (price: number, settings: LotSettings): number => incrementAt(settings, price);

/** Structural equality of JSON data, independent of key order. */
export function sameData(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

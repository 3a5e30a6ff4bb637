import type { LotSettings } from '@facet/event-schemas';
import { defaultLotSettings } from '../../shared/domain/lot-settings.defaults.js';
import type { SettingsState } from './settings.decider.js';

const int = (v: string | undefined, fallback: number): number =>
  v !== undefined && /^\d+$/.test(v) ? Number(v) : fallback;

/** The snapshot a lot captures (on create, open, or when settings are applied to it). */
export function lotSettingsFrom(state: SettingsState): LotSettings {
  const v = (name: string) => state.variables.get(name);
  const d = defaultLotSettings;
  const cap = v('soft_close_cap_seconds');
  return {
    increments: [...state.increments.values()].sort((a, b) => a.from - b.from),
    defaultIncrement: state.defaultIncrement ?? d.defaultIncrement,
    // Spec: '0' = hard bids, any other value = proxy (the default).
    biddingMode: v('proxy_bidding_settings') === '0' ? 'hard' : 'proxy',
    softCloseWindowSeconds: int(v('soft_close_window_seconds'), d.softCloseWindowSeconds),
    softCloseExtensionSeconds: int(v('soft_close_extension_seconds'), d.softCloseExtensionSeconds),
    softCloseCapSeconds: cap === undefined || cap === '' ? d.softCloseCapSeconds : int(cap, 0),
    sealedAutoAward: v('sealed_auto_award') === '1',
    sealedApprovalMinutes: int(v('sealed_approval_minutes'), d.sealedApprovalMinutes),
    cartHoldMinutes: int(v('cart_hold_minutes'), d.cartHoldMinutes),
  };
}

/** `getDefault`'s increment rows and default, as the screens read them. */
export const incrementRows = (
  state: SettingsState,
): (LotSettings['increments'][number] & { id: string })[] =>
  [...state.increments].map(([id, r]) => ({ id, ...r })).sort((a, b) => a.from - b.from);

/** A percent with up to two decimals ('12.5') as basis points (1250); 0 when unset or invalid. */
const basisPoints = (v: string | undefined): number => {
  const m = v === undefined ? null : /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(v.trim());
  if (!m) return 0;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 100_00 ? bp : 0;
};

/**
 * The rates an invoice is raised with (0 unless an admin set them): the buyer's premium, tax, and
 * the platform's commission on the seller's items (the seller's own rate, else the site's).
 */
export const invoiceRatesFrom = (state: SettingsState, sellerId?: string) => ({
  buyersPremiumBp: basisPoints(state.variables.get('buyers_premium_percent')),
  taxBp: basisPoints(state.variables.get('tax_percent')),
  commissionBp: basisPoints(commissionPercentOf(state, sellerId)),
});

/** The commission percent a seller's sales carry: their own override, else the site's ('' none). */
export const commissionPercentOf = (state: SettingsState, sellerId?: string): string =>
  (sellerId === undefined ? undefined : state.sellerCommissions.get(sellerId)) ??
  state.variables.get('platform_commission_percent') ??
  '';

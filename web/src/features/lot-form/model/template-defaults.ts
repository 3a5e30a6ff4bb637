import type { AuctionTemplateRecord } from '@facet/event-schemas';
import type { LotFormValues } from './lot-form.values';

/**
 * A new lot started from an auction template: the template's lot defaults (auction type,
 * pricing, deposit and its amount) replace the form's; everything else the seller typed stays.
 */
export function withTemplateDefaults(
  values: LotFormValues,
  defaults: AuctionTemplateRecord['lot_defaults'],
): LotFormValues {
  const deposit = defaults.deposit === 1;
  return {
    ...values,
    auctiontype: defaults.auctiontype,
    pricing: defaults.pricing,
    deposit,
    deposit_amount:
      deposit && defaults.deposit_amount > 0 ? defaults.deposit_amount.toFixed(2) : '',
  };
}

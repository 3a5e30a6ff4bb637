import type { LotSettings } from '@facet/event-schemas';

/** What a lot runs on before the marketplace settings say otherwise (lots and settings share it). */
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

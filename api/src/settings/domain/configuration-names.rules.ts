const digits = (v: string): boolean => /^\d+$/.test(v);
const positive = (v: string): boolean => /^[1-9]\d*$/.test(v);
const freeText = (v: string): boolean => v.length <= 10_000;
const line = (v: string): boolean => v.length <= 200 && !/[\r\n]/.test(v);
// Percent with up to two decimals, 0 to 100: invoices charge them (invoice-charges.rules.ts).
const percent = (v: string): boolean => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100;

/**
 * Every configuration variable an admin may set, with its check. A Map, never an object keyed
 * by the client's name: `__proto__`, `constructor` or `valueOf` are simply unknown here.
 */
export const configurationVariables: ReadonlyMap<string, (v: string) => boolean> = new Map([
  ['homepage_title', (v: string) => v.length <= 200],
  ['homepage_text', freeText],
  ['homepage_image', (v: string) => v === '' || /^[\w.-]{1,200}$/.test(v)],
  ['country_code', (v: string) => /^\+\d{1,4}$/.test(v)],
  ['proxy_bidding_settings', digits],
  ['soft_close_window_seconds', digits],
  ['soft_close_extension_seconds', digits],
  ['soft_close_cap_seconds', (v: string) => v === '' || digits(v)],
  ['sealed_auto_award', (v: string) => v === '0' || v === '1'],
  ['sealed_approval_minutes', positive],
  ['cart_hold_minutes', positive],
  // How many representatives a buyer company may have (issue 30; 2 when unset).
  ['company_max_representatives', positive],
  ['buyers_premium_percent', percent],
  ['tax_percent', percent],
  // The house's commission on a seller's items (a seller may have their own: SellerCommissionSet).
  ['platform_commission_percent', percent],
  // Where buyers send a bank transfer (an invoice's offline payment, funding a wallet).
  ['bank_beneficiary', line],
  ['bank_name', line],
  ['bank_account_number', line],
  ['bank_routing_code', line],
]);

/** A percent as the settings take it: 0 to 100 with up to two decimals. */
export const isPercent = percent;

export const isKnownVariable = (name: string): boolean => configurationVariables.has(name);

/** The variables the web shows as HTML (spec 1: the homepage's HTML text): sanitised on saving. */
export const htmlVariables: ReadonlySet<string> = new Set(['homepage_text']);

import type { DynamicFieldRecord, SellerLotRecord } from '@facet/event-schemas';
import { kimberleyProcessOf, type KimberleyProcessValues } from './kimberley-process';

/**
 * The lot form as typed: every amount and weight a string, sent as typed once valid; with a rough
 * lot's Kimberley Process papers (issue 30).
 */
export interface LotFormValues extends KimberleyProcessValues {
  auctionid: string;
  title: string;
  auctionlot_title: string;
  auction_lot: string;
  desc_proc: string;
  auctiontype: 'standard' | 'reverse' | 'sealed';
  auction: boolean;
  buynow: boolean;
  bprice: string;
  /** A buy-now item that takes make-offers, and the floor under which they are refused. */
  accept_offers: boolean;
  offer_minimum: string;
  qty: string;
  deposit: boolean;
  deposit_amount: string;
  rprice: string;
  sprice: string;
  pricing: 'per_carat' | 'per_item';
  weight: string;
  total_stones: string;
  average_size: string;
  featured: boolean;
  categoryTypeId: string;
  conditionTypeId: string;
  location_id: string;
  /** `datetime-local` values, the seller's own time zone. */
  date_added: string;
  date_closed: string;
  custom_fields: Record<string, string>;
}

export const emptyLotForm = (): LotFormValues => ({
  auctionid: '',
  title: '',
  auctionlot_title: '',
  auction_lot: '',
  desc_proc: '',
  auctiontype: 'standard',
  auction: true,
  buynow: false,
  bprice: '',
  accept_offers: false,
  offer_minimum: '',
  qty: '1',
  deposit: false,
  deposit_amount: '',
  rprice: '',
  sprice: '',
  pricing: 'per_carat',
  weight: '',
  total_stones: '1',
  average_size: '',
  featured: false,
  categoryTypeId: '',
  conditionTypeId: '',
  location_id: '',
  date_added: '',
  date_closed: '',
  custom_fields: {},
  kp_certificate: '',
  kp_origin_country: '',
  kp_exporting_authority: '',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Dollars as the record carries them to the text the form edits ('' for none). */
const amount = (v: number | null | undefined): string =>
  v === null || v === undefined || v === 0 ? '' : v.toFixed(2);

/** A saved lot (`getSingleProject`) as the form edits it. */
export function fromRecord(r: SellerLotRecord): LotFormValues {
  return {
    auctionid: r.auctionid ?? '',
    title: r.title,
    auctionlot_title: r.auctionlot_title,
    auction_lot: r.auction_lot,
    desc_proc: r.desc_proc,
    auctiontype: r.auctiontype,
    auction: r.auction === 1,
    buynow: r.buynow === 1,
    bprice: amount(r.bprice),
    accept_offers: r.accept_offers === 1,
    offer_minimum: amount(r.offer_minimum),
    qty: String(r.qty),
    deposit: r.deposit === 1,
    deposit_amount: amount(r.deposit_amount),
    rprice: amount(r.rprice),
    sprice: amount(r.sprice),
    pricing: r.pricing,
    weight: r.weight ? r.weight.toFixed(2) : '',
    total_stones: String(r.total_stones),
    average_size: r.average_size ? r.average_size.toFixed(2) : '',
    featured: r.featured === 1,
    categoryTypeId: r.categoryTypeId ?? '',
    conditionTypeId: r.conditionTypeId ?? '',
    location_id: r.location_id ?? '',
    date_added: toLocalInput(r.date_added),
    date_closed: toLocalInput(r.date_closed),
    custom_fields: { ...(r.custom_fields ?? {}) },
    ...kimberleyProcessOf(r),
  };
}

/** Which fields the form shows: buy now's price and quantity, the deposit amount, the weight. */
export const shows = (v: LotFormValues) => ({
  buyNow: v.buynow,
  deposit: v.deposit,
  weightRequired: v.pricing === 'per_carat',
});

export type { DynamicFieldRecord };

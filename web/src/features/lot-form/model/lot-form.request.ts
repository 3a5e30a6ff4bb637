import type { RouteBody } from '@facet/event-schemas';
import type { ImageAttachment } from '@/components/image-uploader/captioned-images';
import { kimberleyProcessRequest } from './kimberley-process';
import type { LotFormValues } from './lot-form.values';

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/**
 * `seller/product/projectAction`'s body. Amounts go as the decimal text typed (validated to two
 * decimals): the api turns text into cents exactly, where a float could be off by a cent.
 */
export function toSaveLotRequest(
  v: LotFormValues,
  action: 'new' | 'edit',
  id: string | null,
  attachments: ImageAttachment[],
  activeFieldIds: readonly string[],
): RouteBody<'seller/product/projectAction'> {
  const t = (s: string) => s.trim();
  return {
    action,
    ...(action === 'edit' && id ? { id } : {}),
    auctionid: orNull(v.auctionid),
    title: t(v.title),
    auctionlot_title: t(v.auctionlot_title),
    auction_lot: t(v.auction_lot),
    desc_proc: v.desc_proc,
    auctiontype: v.auctiontype,
    auction: flag(v.auction),
    buynow: flag(v.buynow),
    pricing: v.pricing,
    weight: orNull(v.weight),
    total_stones: orNull(v.total_stones) ?? 0,
    average_size: orNull(v.average_size),
    qty: t(v.qty) || '1',
    sprice: t(v.sprice),
    rprice: orNull(v.rprice),
    bprice: v.buynow ? orNull(v.bprice) : null,
    // Left out unless chosen: a lot that takes no offers is saved as before.
    ...(v.buynow && v.accept_offers
      ? { accept_offers: 1 as const, offer_minimum: orNull(v.offer_minimum) }
      : {}),
    deposit: flag(v.deposit),
    deposit_amount: v.deposit ? orNull(v.deposit_amount) : null,
    featured: flag(v.featured),
    categoryTypeId: orNull(v.categoryTypeId),
    conditionTypeId: orNull(v.conditionTypeId),
    location_id: orNull(v.location_id),
    ...kimberleyProcessRequest(v),
    date_added: new Date(v.date_added).toISOString(),
    date_closed: new Date(v.date_closed).toISOString(),
    // The first image is the lot's avatar (spec 3).
    avatar: attachments[0]?.file_name ?? null,
    allattachmentlist: attachments,
    custom_fields: Object.fromEntries(
      activeFieldIds.map((fid) => [fid, v.custom_fields[fid] ?? '']),
    ),
  };
}

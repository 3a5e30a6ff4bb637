import { roughLotForm } from '../backoffice-fixtures.js';
import type { Harness } from '../http-harness.js';

/** The call's `responseData`; anything but a 200 stops the scenario, naming the route. */
export async function ok(h: Harness, path: string, body: unknown, token: string | undefined) {
  const r = await h.post(path, body, token);
  if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.data.responseData;
}

/**
 * A lot the seller lists on the lot form: a standard (English) auction lot of one rough stone at
 * 10.00 a unit, no buy-now, no deposit; `extra` names its auction and whatever the scenario needs.
 * Its id.
 */
export async function listStandardLot(
  h: Harness,
  nowMs: number,
  token: string | undefined,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const form = roughLotForm(nowMs, {
    title,
    auctiontype: 'standard',
    auction: 1,
    buynow: 0,
    pricing: 'per_item',
    sprice: 1_000,
    deposit: 0,
    ...extra,
  });
  return (await ok(h, 'seller/product/projectAction', form, token)).id as string;
}

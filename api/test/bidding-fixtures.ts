import { type Buyer, newLot } from './commerce-fixtures.js';
import { type Harness, signUp } from './http-harness.js';

/**
 * A per-carat lot open for bidding (one stone, closing in an hour) and the two buyers who bid on it,
 * Ann (`ann@<domain>`) and Ben (`ben@<domain>`), signed up in that order after the lot opened.
 */
export async function lotWithTwoBidders(
  h: Harness,
  admin: string,
  lot: { title: string; weight: string; sprice: number },
  domain: string,
): Promise<{ lot: string; ann: Buyer; ben: Buyer }> {
  const id = await newLot(h, admin, {
    title: lot.title,
    pricing: 'per_carat',
    weight: lot.weight,
    sprice: lot.sprice,
  });
  const ann = await signUp(h, 'Ann', `ann@${domain}`);
  const ben = await signUp(h, 'Ben', `ben@${domain}`);
  return { lot: id, ann, ben };
}

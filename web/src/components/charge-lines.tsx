import { MoneyLine } from './money-line';

export interface ChargeLinesProps {
  /** An invoice's charges in dollars, as the API sends them. */
  charges: {
    subtotal: number;
    buyers_premium: number;
    tax: number;
    total: number;
    /** The shipping quote chosen, once one is. */
    shipping?: { carrier: string; service: string; price: number };
  };
  labels: { subtotal: string; premium: string; tax: string; total: string; shipping?: string };
  /** `checkout` gives checkout-subtotal, checkout-premium, checkout-tax, checkout-total. */
  testIdPrefix: string;
}

/** Subtotal, buyer's premium, tax and shipping (each only when charged), and the total. */
export function ChargeLines({ charges, labels, testIdPrefix: p }: ChargeLinesProps) {
  return (
    <>
      <MoneyLine label={labels.subtotal} dollars={charges.subtotal} testId={`${p}-subtotal`} />
      {charges.buyers_premium > 0 && (
        <MoneyLine
          label={labels.premium}
          dollars={charges.buyers_premium}
          testId={`${p}-premium`}
        />
      )}
      {charges.tax > 0 && (
        <MoneyLine label={labels.tax} dollars={charges.tax} testId={`${p}-tax`} />
      )}
      {charges.shipping && (
        <MoneyLine
          label={`${labels.shipping ?? 'Shipping'}: ${charges.shipping.carrier}, ${charges.shipping.service}`}
          dollars={charges.shipping.price}
          testId={`${p}-shipping`}
        />
      )}
      <MoneyLine label={labels.total} dollars={charges.total} testId={`${p}-total`} />
    </>
  );
}

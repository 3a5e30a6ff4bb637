export type DepositMethod = 'wallet' | 'online';

export interface DepositCharge {
  userId: string;
  lotId: string;
  /** Integer cents. */
  amount: number;
  method: DepositMethod;
  note: string;
}

/** Money is held first, taken only once the deposit is recorded, and released otherwise. */
export interface DepositPayments {
  /** Resolves with a reference once the amount is held; rejects with the payer's reason. */
  authorize(charge: DepositCharge): Promise<{ reference: string; sandbox: boolean }>;
  capture(reference: string): Promise<void>;
  release(reference: string): Promise<void>;
}

export class PaymentRefused extends Error {}

export const DEPOSIT_PAYMENTS = Symbol('DEPOSIT_PAYMENTS');

import { randomUUID } from 'node:crypto';
import {
  type DepositCharge,
  type DepositPayments,
  PaymentRefused,
} from './deposit-payments.port.js';

/**
 * SANDBOX: online payments are approved without moving money, so the deposit flow can be used end
 * to end; a real gateway's adapter replaces it. Wallets hold no credit yet (there is no top-up),
 * so a wallet payment is refused rather than invented.
 */
export class SandboxDepositPayments implements DepositPayments {
  readonly held = new Map<string, DepositCharge & { state: 'held' | 'captured' | 'released' }>();

  authorize(charge: DepositCharge) {
    if (charge.method === 'wallet')
      return Promise.reject(new PaymentRefused('Insufficient wallet balance'));
    const reference = `sandbox-${randomUUID()}`;
    this.held.set(reference, { ...charge, state: 'held' });
    return Promise.resolve({ reference, sandbox: true });
  }

  capture(reference: string) {
    this.settle(reference, 'captured');
    return Promise.resolve();
  }

  release(reference: string) {
    this.settle(reference, 'released');
    return Promise.resolve();
  }

  private settle(reference: string, state: 'captured' | 'released') {
    const hold = this.held.get(reference);
    if (hold?.state === 'held') hold.state = state;
  }
}

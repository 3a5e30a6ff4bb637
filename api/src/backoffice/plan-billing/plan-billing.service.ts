import { Inject, Injectable } from '@nestjs/common';
import type { SellerPlan } from '@facet/event-schemas';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentRefused,
} from '../../payments/gateway/payment-gateway.port.js';
import { systemActor } from '../../shared/domain/actor.js';
import type { PlanCharge } from '../seller-account/domain/seller-account.decider.js';

export interface PlanChargeRequest {
  sellerId: string;
  plan: SellerPlan;
  /** Cents. */
  amount: number;
  /** The idempotency key: the gateway holds once with it and the ledger records once. */
  key: string;
  /** A card's payment-method token; the card on file (or the SANDBOX) when absent. */
  paymentMethodId?: string;
}

/** The charge made, or the gateway's reason for refusing it. */
export type PlanChargeOutcome = { charge: PlanCharge } | { declined: string };

/**
 * A seller's plan charged through the payments port (Stripe when configured, else SANDBOX): the
 * amount is held, then the seller's account records the period (the caller), then `settle`
 * captures it and records the ledger entry (money received -> the house's income) under the
 * same key, so a retry after a crash neither charges nor records twice.
 */
@Injectable()
export class PlanBilling {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly ledger: LedgerCommandBus,
  ) {}

  async charge(r: PlanChargeRequest): Promise<PlanChargeOutcome> {
    try {
      const hold = await this.gateway.authorize({
        payerId: r.sellerId,
        amount: r.amount,
        method: 'online',
        purpose: `seller-plan:${r.plan}`,
        note: `Plan ${r.plan}`,
        key: r.key,
        ...(r.paymentMethodId ? { paymentMethodId: r.paymentMethodId } : {}),
      });
      const { reference, sandbox } = hold;
      return { charge: { key: r.key, amount: r.amount, reference, sandbox } };
    } catch (e) {
      if (e instanceof PaymentRefused) return { declined: e.message };
      throw e;
    }
  }

  /** The period was recorded: take the money held and record it in the ledger (keyed). */
  async settle(sellerId: string, plan: SellerPlan, charge: PlanCharge): Promise<void> {
    await this.gateway.capture(charge.reference);
    await this.record(sellerId, plan, charge);
  }

  /** The ledger entry of a charge taken; a retry (same key) records nothing more. */
  async record(sellerId: string, plan: SellerPlan, charge: PlanCharge): Promise<void> {
    await this.ledger.send(
      {
        type: 'ChargeSubscription',
        buyerId: sellerId,
        amount: charge.amount,
        reference: charge.reference,
        note: `Plan ${plan}`,
      },
      systemActor,
      charge.key,
    );
  }

  /** The account refused the period (a race): what was held goes back. */
  release = (charge: PlanCharge): Promise<void> => this.gateway.release(charge.reference);
}

import { ownValue } from '@facet/event-schemas';
import type { EventData, RedirectPaymentEvent, RedirectPaymentStarted } from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import { reject } from '../../shared/domain/domain-rejection.js';

type Started = EventData<typeof RedirectPaymentStarted>;

export interface RedirectPayment extends Omit<Started, 'at'> {
  startedAt: string;
  status: 'pending' | 'paid' | 'cancelled';
  gatewayReference: string | null;
  sandbox: boolean;
}

/** One payer's redirect payments (`redirect-payments-<payerId>`), by payment id. */
export interface RedirectPaymentsState {
  payments: Record<string, RedirectPayment>;
}

/** The payer is sent to the gateway for an amount (R1: one payment id starts once). */
export interface StartRedirectPayment extends Omit<Started, 'at'> {
  type: 'StartRedirectPayment';
  at: string;
}

/** The gateway's verified answer (R2: known payments of that gateway; R3: the amount asked; R4: once). */
export interface SettleRedirectPayment {
  type: 'SettleRedirectPayment';
  paymentId: string;
  payerId: string;
  provider: string;
  outcome: 'paid' | 'cancelled';
  /** Integer cents the gateway says it took. */
  amount: number;
  gatewayReference: string;
  sandbox: boolean;
  at: string;
}

export type RedirectPaymentCommand = StartRedirectPayment | SettleRedirectPayment;

function decideStart(cmd: StartRedirectPayment, state: RedirectPaymentsState) {
  // R1: a retried start (same command, same payment id) sends the payer to the same payment.
  if (ownValue(state.payments, cmd.paymentId)) return [];
  const { type: _type, ...data } = cmd;
  return [{ type: 'RedirectPaymentStarted' as const, data }];
}

function decideSettle(cmd: SettleRedirectPayment, state: RedirectPaymentsState) {
  const payment = ownValue(state.payments, cmd.paymentId) ?? reject('payment.not-found');
  // R2: another gateway's answer about this payment is not this payment's.
  if (payment.provider !== cmd.provider) reject('payment.not-found');
  // R4: the first answer settles it; a replayed, duplicated or later one changes nothing.
  if (payment.status !== 'pending') return [];
  // R3: a gateway that took another amount than was asked is not believed.
  if (cmd.amount !== payment.amount) reject('payment.amount-mismatch');
  const { paymentId, payerId, outcome, gatewayReference, sandbox, at } = cmd;
  return [
    {
      type: 'RedirectPaymentSettled' as const,
      data: { paymentId, payerId, outcome, gatewayReference, sandbox, at },
    },
  ];
}

export const redirectPaymentDecider: Decider<
  RedirectPaymentCommand,
  RedirectPaymentsState,
  RedirectPaymentEvent
> = {
  initialState: () => ({ payments: {} }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'RedirectPaymentStarted': {
        const { at, ...rest } = e.data;
        const payment = { ...rest, startedAt: at, status: 'pending' as const };
        return {
          payments: {
            ...state.payments,
            [e.data.paymentId]: { ...payment, gatewayReference: null, sandbox: false },
          },
        };
      }
      case 'RedirectPaymentSettled': {
        const payment = ownValue(state.payments, e.data.paymentId);
        if (!payment) return state;
        const settled: RedirectPayment = {
          ...payment,
          status: e.data.outcome,
          gatewayReference: e.data.gatewayReference,
          sandbox: e.data.sandbox,
        };
        return { payments: { ...state.payments, [e.data.paymentId]: settled } };
      }
    }
  },
  decide: (cmd, state) =>
    cmd.type === 'StartRedirectPayment' ? decideStart(cmd, state) : decideSettle(cmd, state),
};

/** The payer's payments still waiting for the gateway, newest first. */
export const pendingPayments = (state: RedirectPaymentsState): RedirectPayment[] =>
  Object.values(state.payments)
    .filter((p) => p.status === 'pending')
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));

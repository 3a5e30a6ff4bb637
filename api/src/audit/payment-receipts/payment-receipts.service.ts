import { Inject, Injectable } from '@nestjs/common';
import {
  invoiceStream,
  ledgerStream,
  type PaymentReceipt,
  type PaymentReceiptPayload,
  redirectPaymentsStream,
} from '@facet/event-schemas';
import { type EventStore, type SigningKey, signPayloadAsync } from '@facet/event-store';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import {
  entryOfInvoice,
  paymentReceiptPayloadOf,
  paymentReceiptPayloadsOf,
  redirectPaymentIdsFor,
} from '../domain/payment-receipt.builder.js';
import { recordedLedgerEntries } from '../ledger-entries/recorded-ledger-entries.js';
import { AUDIT_SIGNING_KEY } from '../signing-key/audit-signing-key.provider.js';

/** Those who read any buyer's receipts; a buyer reads their own only. */
const readsEveryone = (actor: Actor) => actor.role === 'auditor' || actor.role === 'admin';

/**
 * Signed receipts of payments, refunds and payouts, from the owner's ledger stream as recorded (a
 * buyer's, or a seller's for the payouts made to them: the seller reads those). Signed on
 * the thread pool: Ed25519 is deterministic, so asking again gives the very same receipt, and
 * the one an evidence export carries. Another buyer's entry is simply not found (404).
 */
@Injectable()
export class PaymentReceipts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AUDIT_SIGNING_KEY) private readonly key: SigningKey,
  ) {}

  private sign = async (payload: PaymentReceiptPayload): Promise<PaymentReceipt> => ({
    payload,
    signature: await signPayloadAsync(this.key, payload),
  });

  /**
   * One entry by its event id, on `buyerId`'s ledger (the caller's own when not given): a buyer's
   * payment or refund, or a payout on the seller's own ledger.
   */
  async ofEntry(entryId: string, actor: Actor, buyerId?: string): Promise<PaymentReceipt> {
    const owner = buyerId ?? (readsEveryone(actor) ? undefined : actor.id);
    if (owner !== undefined && owner !== actor.id && !readsEveryone(actor)) throw missing();
    const events = owner
      ? await this.store.readStream(ledgerStream(owner))
      : await recordedLedgerEntries(this.store);
    const entry = events.find((e) => e.id === entryId);
    const payload = entry && paymentReceiptPayloadOf(entry, this.key.publicKey.keyId);
    if (!payload) throw missing();
    return this.sign(payload);
  }

  /** Every payment and refund of an invoice, oldest first: its buyer's, an auditor's, an admin's. */
  async ofInvoice(invoiceId: string, actor: Actor): Promise<PaymentReceipt[]> {
    const events = await this.store.readStream(invoiceStream(invoiceId));
    const buyerId = (events[0]?.data as { buyerId?: string } | undefined)?.buyerId;
    if (!buyerId || (buyerId !== actor.id && !readsEveryone(actor)))
      throw notFound('Invoice not found', 'invoice.not-found');
    const paymentKeys = events.flatMap((e) =>
      e.type === 'InvoicePaymentRecorded' ? [(e.data as { key: string }).key] : [],
    );
    const [ledger, redirects] = await Promise.all([
      this.store.readStream(ledgerStream(buyerId)),
      this.store.readStream(redirectPaymentsStream(buyerId)),
    ]);
    const redirectPaymentIds = redirectPaymentIdsFor(redirects, invoiceId);
    const ofInvoice = ledger.filter((e) =>
      entryOfInvoice((e.data as { key: string }).key, {
        invoiceId,
        paymentKeys,
        redirectPaymentIds,
      }),
    );
    return Promise.all(
      paymentReceiptPayloadsOf(ofInvoice, this.key.publicKey.keyId).map(this.sign),
    );
  }
}

const missing = () => notFound('Payment not found');

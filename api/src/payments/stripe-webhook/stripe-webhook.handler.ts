import { Inject, Injectable, Logger } from '@nestjs/common';
import { providerEventStream } from '@facet/event-schemas';
import { StreamRevisionConflict } from '@facet/event-store';
import type Stripe from 'stripe';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { HttpProblem } from '../../shared/errors/http-problem.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';
import { OnlinePaymentReplayer } from '../online-payments/online-payment.replayer.js';
import { PaymentJournal } from '../online-payments/payment-journal.js';
import { STRIPE_CLIENT, STRIPE_SETTINGS } from '../stripe/stripe.providers.js';
import type { StripeSettings } from '../stripe/stripe-settings.js';

/** The intent holds or took the money: what settles a payment we started. */
const SETTLING = new Set(['payment_intent.succeeded', 'payment_intent.amount_capturable_updated']);

const invalid = () => new HttpProblem(400, 'payment.signature-invalid', 'Invalid signature');

/**
 * Stripe's webhook: the event is read only from bytes Stripe signed (the raw body, its
 * Stripe-Signature header and STRIPE_WEBHOOK_SECRET); anything else is 400 and changes nothing.
 * Each event id is recorded once; an intent that holds or took money for a payment we started
 * settles it by sending its command again, so a replayed, duplicated or reordered delivery has
 * its effect once (the payment's key), and one that arrives before our own request finished, or
 * after it crashed, settles the same way.
 */
@Injectable()
export class StripeWebhookHandler {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(STRIPE_SETTINGS) private readonly settings: StripeSettings | undefined,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | undefined,
    private readonly buses: CommandBuses,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly journal: PaymentJournal,
    private readonly replayer: OnlinePaymentReplayer,
  ) {}

  async receive(raw: Buffer | undefined, signature: string | undefined) {
    const secret = this.settings?.webhookSecret;
    if (!this.stripe || !secret || !raw || !signature) throw invalid();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      throw invalid();
    }
    const intent = event.type.startsWith('payment_intent.')
      ? (event.data.object as Stripe.PaymentIntent)
      : undefined;
    const key = intent?.metadata?.facet_key ?? null;
    const duplicate = !(await this.record(event, intent?.id ?? null, key));
    if (!intent || !key || !SETTLING.has(event.type)) return { received: true as const, duplicate };
    const started = await this.journal.pending(key);
    if (!started) {
      this.logger.warn(`Stripe ${event.type} ${event.id}: no payment started under its key`);
      return { received: true as const, duplicate };
    }
    // Idempotent by the payment's key: a duplicate that finds it settled records nothing more.
    await this.replayer.replay(started);
    return { received: true as const, duplicate };
  }

  /** False when this event id was received before. */
  private async record(event: Stripe.Event, reference: string | null, key: string | null) {
    const at = this.clock.now().toISOString();
    const data = {
      provider: 'stripe' as const,
      eventId: event.id,
      type: event.type,
      reference,
      key,
      at,
    };
    try {
      await this.buses.recordOne(
        providerEventStream('stripe', event.id),
        { type: 'ProviderEventReceived', data },
        { id: newId(), at, expected: 'no_stream' },
      );
      return true;
    } catch (e) {
      if (e instanceof StreamRevisionConflict) return false;
      throw e;
    }
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ViewingReminderKind } from '@facet/event-schemas';
import { MAILER, type Mailer } from '../../mail/mailer.port.js';
import type { ViewingSlotState } from '../domain/viewing-slot.decider.js';
import { KycGate } from '../viewing-reader/kyc-gate.js';

const when = (iso: string): string => `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;
const lead: Record<ViewingReminderKind, string> = { day: 'tomorrow', hour: 'in one hour' };

/** The viewing mails (through the mail port and its outbox): reminders and a slot's cancellation. */
@Injectable()
export class ViewingMails {
  private readonly logger = new Logger('Viewings');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly people: KycGate,
  ) {}

  async reminder(s: ViewingSlotState, buyerId: string, kind: ViewingReminderKind): Promise<void> {
    if (!s.details) return;
    const { location, starts_at, minutes } = s.details;
    await this.send(
      buyerId,
      `viewing-reminder-${kind}`,
      `Your viewing ${lead[kind]}: ${location}`,
      (name) =>
        `Hello ${name},\n\nA reminder: your viewing in ${location} is ${lead[kind]}, on ${when(starts_at)} ` +
        `for ${minutes} minutes. Bring a photo ID.\n`,
    );
  }

  async slotCancelled(s: ViewingSlotState, buyerIds: readonly string[]): Promise<void> {
    if (!s.details) return;
    const { location, starts_at } = s.details;
    for (const buyerId of buyerIds)
      await this.send(
        buyerId,
        'viewing-cancelled',
        `Viewing cancelled: ${location}`,
        (name) =>
          `Hello ${name},\n\nThe viewing slot in ${location} on ${when(starts_at)} was cancelled. ` +
          `Please book another slot from your account.\n`,
      );
  }

  private async send(
    buyerId: string,
    kind: string,
    subject: string,
    text: (name: string) => string,
  ) {
    const to = this.people.person(buyerId);
    if (!to?.email) return this.logger.warn(`viewing mail ${kind}: buyer ${buyerId} has no e-mail`);
    try {
      await this.mailer.send({ to: to.email, kind, subject, text: text(to.first_name) });
    } catch (err) {
      // The record stands either way; a lost mail is logged, never retried into a second one.
      this.logger.warn(`viewing mail ${kind} to ${buyerId} failed: ${(err as Error).message}`);
    }
  }
}

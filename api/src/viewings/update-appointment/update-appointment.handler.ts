import { ownValue } from '@facet/event-schemas';
import { Injectable } from '@nestjs/common';
import type { AppointmentRecord, RequestOf, updateAppointment } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { rejected } from '../../shared/errors/http-problem.js';
import type { ViewingSlotState } from '../domain/viewing-slot.decider.js';
import type { TimeSpan } from '../domain/viewing-time.js';
import { ViewingSlotCommandBus } from '../viewing-bus/viewing-slot-command-bus.js';
import { KycGate } from '../viewing-reader/kyc-gate.js';
import { ViewingSlotsReader } from '../viewing-reader/viewing-slots.reader.js';

type Update = RequestOf<typeof updateAppointment>;
interface Purpose {
  purpose: 'auction' | 'invoice';
  auctionId: string | null;
  invoiceId: string | null;
}

/** `appointment/update`: book a seat, move it to another slot, or give it back. */
@Injectable()
export class UpdateAppointmentHandler {
  constructor(
    private readonly bus: ViewingSlotCommandBus,
    private readonly slots: ViewingSlotsReader,
    private readonly kyc: KycGate,
  ) {}

  async update(r: Update, actor: Actor): Promise<AppointmentRecord | null> {
    if (r.action === 'cancel') {
      await this.cancel(r.slot_id, actor, r.commandId);
      return null;
    }
    if (r.action === 'book') return this.book(r.slot_id, await this.purposeOf(r, actor), actor, r);
    // Reschedule: the new seat first, so a full slot leaves the old appointment standing.
    const from = r.from_slot_id ?? '';
    const held = ownValue((await this.bus.latest(from)).bookings, actor.id);
    if (!held) throw rejected('You have no appointment in this slot', 'viewing.not-booked');
    const { purpose, auctionId, invoiceId } = held;
    const record = await this.book(r.slot_id, { purpose, auctionId, invoiceId }, actor, r, from);
    await this.cancel(from, actor, r.commandId && `${r.commandId}:from`);
    return record;
  }

  private async book(
    slotId: string,
    p: Purpose,
    actor: Actor,
    r: Update,
    leaving?: string,
  ): Promise<AppointmentRecord> {
    const slot = await this.bus.latest(slotId);
    if (p.auctionId && slot.details?.auctionId && slot.details.auctionId !== p.auctionId)
      throw rejected('This slot shows another auction', 'request.invalid');
    const input = {
      type: 'BookViewing' as const,
      ...p,
      kycPassed: this.kyc.passed(actor.id),
      otherAppointments: await this.otherAppointments(actor.id, [slotId, leaving]),
    };
    const { state } = await this.bus.sendNow(slotId, input, actor, r.commandId, r);
    return appointmentOf(state, actor.id);
  }

  private async cancel(slotId: string, actor: Actor, commandId?: string): Promise<void> {
    const input = { type: 'CancelViewing' as const, buyerId: actor.id };
    await this.bus.sendNow(slotId, input, actor, commandId);
  }

  private async purposeOf(r: Update, actor: Actor): Promise<Purpose> {
    if (r.auction_id) {
      await this.slots.auction(r.auction_id);
      return { purpose: 'auction', auctionId: r.auction_id, invoiceId: null };
    }
    const invoice = await this.slots.buyersInvoice(r.invoice_id ?? '', actor);
    if (invoice.status !== 'paid')
      throw rejected('Only a paid invoice can be collected in person', 'request.invalid');
    return { purpose: 'invoice', auctionId: null, invoiceId: invoice.id };
  }

  /** VIEW-2's input: the buyer's other seats still to come (the read model; slots left out). */
  private async otherAppointments(
    buyerId: string,
    except: (string | undefined)[],
  ): Promise<TimeSpan[]> {
    return (await this.slots.upcoming())
      .filter((d) => d.status === 'open' && !except.includes(d.id))
      .filter((d) => d.bookings.some((b) => b.buyer_id === buyerId))
      .map(({ starts_at, minutes }) => ({ starts_at, minutes }));
  }
}

function appointmentOf(s: ViewingSlotState, buyerId: string): AppointmentRecord {
  const b = ownValue(s.bookings, buyerId);
  if (!s.details || !b)
    throw rejected('You have no appointment in this slot', 'viewing.not-booked');
  return {
    id: `${s.slotId}:${buyerId}`,
    slot_id: s.slotId,
    location: s.details.location,
    starts_at: s.details.starts_at,
    minutes: s.details.minutes,
    purpose: b.purpose,
    auction_id: b.auctionId,
    auction_title: null,
    invoice_id: b.invoiceId,
    status: s.cancelled ? 'slot-cancelled' : 'booked',
  };
}

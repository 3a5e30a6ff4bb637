import { viewingSlotAction } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import { ViewingMails } from '../reminders/viewing-mails.js';
import { ViewingSlotCommandBus } from '../viewing-bus/viewing-slot-command-bus.js';

/** `appointment/slotAction`: the back office opens a slot, changes its seats, or cancels it. */
@CommandController('admin')
export class ViewingSlotActionController {
  constructor(
    private readonly slots: ViewingSlotCommandBus,
    private readonly mails: ViewingMails,
  ) {}

  @CommandRoute(viewingSlotAction)
  async act(@Call() { body: r, actor }: Call<typeof viewingSlotAction>) {
    const id = r.id ?? newId();
    if (r.action === 'open') {
      const details = {
        location: r.location ?? '',
        starts_at: r.starts_at ?? '',
        minutes: r.minutes ?? 0,
        capacity: r.capacity ?? 0,
        auctionId: r.auction_id ?? null,
      };
      await this.slots.sendNow(
        id,
        { type: 'OpenViewingSlot', slotId: id, details },
        actor,
        r.commandId,
        r,
      );
      return success('Viewing slot opened', { id });
    }
    if (r.action === 'capacity') {
      const input = { type: 'ChangeViewingSlotCapacity' as const, capacity: r.capacity ?? 0 };
      await this.slots.sendNow(id, input, actor, r.commandId, r);
      return success('Capacity changed', { id });
    }
    const before = await this.slots.latest(id);
    const outcome = await this.slots.sendNow(
      id,
      { type: 'CancelViewingSlot' },
      actor,
      r.commandId,
      r,
    );
    // Only the call that cancelled it mails: a retry appends nothing and tells no one twice.
    if (outcome.events.length > 0)
      await this.mails.slotCancelled(outcome.state, Object.keys(before.bookings));
    return success('Viewing slot cancelled', { id });
  }
}

import { Inject } from '@nestjs/common';
import { saveAuction } from '@facet/event-schemas';
import { FieldValuesChecker } from '../../dynamic-fields/field-values/field-values.checker.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { saveObject } from '../../shared/http/save-action.js';
import { AuctionCommandBus } from '../auction-bus/auction-command-bus.js';

/** `seller/auction/auctionAction`: create or edit an auction (its own window; lots keep theirs). */
@CommandController('seller', 'admin')
export class SaveAuctionController {
  constructor(
    private readonly auctions: AuctionCommandBus,
    private readonly fields: FieldValuesChecker,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(saveAuction)
  async save(@Call() { body: r, actor }: Call<typeof saveAuction>) {
    const { title, description = '', avatar = null, date_added, date_closed } = r;
    // A required field of the admin's (view_page 2) left blank is refused before anything is kept.
    const window = r.approval_window_minutes;
    const form = {
      title,
      description,
      avatar,
      date_added,
      date_closed,
      ...(window ? { approval_window_minutes: window } : {}),
    };
    const details = await this.fields.withValues(2, form, r.custom_fields);
    const save = { request: r, actor, at: this.clock.now() };
    return saveObject('Auction', this.auctions, save, (auctionId, isNew) =>
      isNew
        ? { type: 'CreateAuction' as const, auctionId, details }
        : { type: 'EditAuction' as const, details },
    );
  }
}

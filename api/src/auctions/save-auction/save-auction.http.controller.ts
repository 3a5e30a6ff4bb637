import { Controller, Inject } from '@nestjs/common';
import type { AuctionSavedAnswer } from '@facet/event-schemas';
import {
  customFieldsDoc,
  parseCustomFields,
} from '../../dynamic-fields/field-values/custom-fields.request.js';
import {
  FieldValuesChecker,
  withCustomFields,
} from '../../dynamic-fields/field-values/field-values.checker.js';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { newId } from '../../shared/ids/ids.js';
import {
  commandIdField,
  instantField,
  oneOf,
  readBody,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';
import { AuctionCommandBus } from '../auction-bus/auction-command-bus.js';

const saveAuctionBody = handParsedBody({
  action: ['string', 'new (default) or edit'],
  id: ['id', 'The auction to edit (required with action edit)'],
  title: ['string', 'Required, at most 300 characters'],
  description: ['string', 'At most 50,000 characters'],
  avatar: ['string', 'The image file name'],
  date_added: ['instant', 'When the auction opens (ISO 8601 or epoch milliseconds), required'],
  date_closed: ['instant', 'When the auction closes (ISO 8601 or epoch milliseconds), required'],
  custom_fields: customFieldsDoc('auction'),
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});
const FIELDS = Object.keys(saveAuctionBody.shape);

/** `seller/auction/auctionAction`: create or edit an auction (its own window; lots keep theirs). */
@Controller('seller/auction')
export class SaveAuctionController {
  constructor(
    private readonly auctions: AuctionCommandBus,
    private readonly fields: FieldValuesChecker,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('auctionAction')
  @BodySchema(saveAuctionBody)
  async save(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, FIELDS);
    const action = oneOf(body, 'action', ['new', 'edit'] as const, 'new');
    const id = action === 'edit' ? requiredText(body, 'id', 'Required', 128) : newId();
    // A required field of the admin's (view_page 2) left blank is refused before anything is kept.
    const values = await this.fields.valuesFor(2, parseCustomFields(body.custom_fields));
    const details = withCustomFields(
      {
        title: requiredText(body, 'title', 'Required!', 300),
        description: text(body, 'description', { max: 50_000 }) ?? '',
        avatar: text(body, 'avatar', { max: 500 }) ?? null,
        date_added: instantField(body, 'date_added', { required: 'Required!' }) as string,
        date_closed: instantField(body, 'date_closed', { required: 'Required!' }) as string,
      },
      values,
    );
    const command =
      action === 'new'
        ? { type: 'CreateAuction' as const, auctionId: id, details }
        : { type: 'EditAuction' as const, details };
    await this.auctions.send(id, command, actor, this.clock.now(), commandIdField(body));
    return success<AuctionSavedAnswer>(
      action === 'new' ? 'Auction added successfully' : 'Auction updated successfully',
      { id },
    );
  }
}

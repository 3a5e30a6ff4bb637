import { Controller, Inject } from '@nestjs/common';
import type { TemplateSavedAnswer } from '@facet/event-schemas';
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
  flag,
  integer,
  money,
  oneOf,
  readBody,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';
import { AuctionTemplateCommandBus } from '../template-bus/auction-template-command-bus.js';

const saveTemplateBody = handParsedBody({
  action: ['string', 'new (default) or edit'],
  id: ['id', 'The template to edit (required with action edit)'],
  title: ['string', 'Required, at most 300 characters'],
  description: ['string', 'At most 50,000 characters'],
  avatar: ['string', 'The image file name'],
  duration_hours: ['integer', 'Required: how long an auction made from it runs, 1-8,784 hours'],
  auctiontype: ['string', "The lots' default: standard, reverse or sealed"],
  pricing: ['string', "The lots' default: per_carat or per_item"],
  deposit: ['flag', "The lots' default: a deposit is required (1/0, true/false)"],
  deposit_amount: ['money', "The lots' default deposit: dollars"],
  custom_fields: customFieldsDoc('template'),
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});
const FIELDS = Object.keys(saveTemplateBody.shape);

/** `seller/template/auction/auctionAction`: create or edit a template (no window: a duration). */
@Controller('seller/template/auction')
export class SaveTemplateController {
  constructor(
    private readonly templates: AuctionTemplateCommandBus,
    private readonly fields: FieldValuesChecker,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('seller', 'admin')
  @CommandRoute('auctionAction')
  @BodySchema(saveTemplateBody)
  async save(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, FIELDS);
    const action = oneOf(body, 'action', ['new', 'edit'] as const, 'new');
    const id = action === 'edit' ? requiredText(body, 'id', 'Required', 128) : newId();
    const deposit = flag(body, 'deposit') ? 1 : 0;
    // A required field of the admin's (view_page 4) left blank is refused before anything is kept.
    const values = await this.fields.valuesFor(4, parseCustomFields(body.custom_fields));
    const details = withCustomFields(
      {
        title: requiredText(body, 'title', 'Required', 300),
        description: text(body, 'description', { max: 50_000 }) ?? '',
        avatar: text(body, 'avatar', { max: 500 }) || null,
        duration_hours: integer(body, 'duration_hours', {
          required: 'Required',
          min: 1,
          max: 24 * 366,
        }) as number,
        lot_defaults: {
          auctiontype: oneOf(
            body,
            'auctiontype',
            ['standard', 'reverse', 'sealed'] as const,
            'standard',
          ),
          pricing: oneOf(body, 'pricing', ['per_carat', 'per_item'] as const, 'per_carat'),
          deposit: deposit as 0 | 1,
          deposit_amount: deposit
            ? (money(body, 'deposit_amount', { required: 'Required' }) as number)
            : 0,
        },
      },
      values,
    );
    const command =
      action === 'new'
        ? { type: 'CreateAuctionTemplate' as const, templateId: id, details }
        : { type: 'EditAuctionTemplate' as const, details };
    await this.templates.send(id, command, actor, this.clock.now(), commandIdField(body));
    return success<TemplateSavedAnswer>(
      action === 'new' ? 'Template added successfully' : 'Template updated successfully',
      { id },
    );
  }
}

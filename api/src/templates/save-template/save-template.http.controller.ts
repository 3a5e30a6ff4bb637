import { Inject } from '@nestjs/common';
import { saveAuctionTemplate } from '@facet/event-schemas';
import { FieldValuesChecker } from '../../dynamic-fields/field-values/field-values.checker.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { saveObject } from '../../shared/http/save-action.js';
import { AuctionTemplateCommandBus } from '../template-bus/auction-template-command-bus.js';
import { templateDetailsOf } from './save-template.request.js';

/** `seller/template/auction/auctionAction`: create or edit a template (no window: a duration). */
@CommandController('seller', 'admin')
export class SaveTemplateController {
  constructor(
    private readonly templates: AuctionTemplateCommandBus,
    private readonly fields: FieldValuesChecker,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute(saveAuctionTemplate)
  async save(@Call() { body: r, actor }: Call<typeof saveAuctionTemplate>) {
    // A required field of the admin's (view_page 4) left blank is refused before anything is kept.
    const details = await this.fields.withValues(4, templateDetailsOf(r), r.custom_fields);
    const save = { request: r, actor, at: this.clock.now() };
    return saveObject('Template', this.templates, save, (templateId, isNew) =>
      isNew
        ? { type: 'CreateAuctionTemplate' as const, templateId, details }
        : { type: 'EditAuctionTemplate' as const, details },
    );
  }
}

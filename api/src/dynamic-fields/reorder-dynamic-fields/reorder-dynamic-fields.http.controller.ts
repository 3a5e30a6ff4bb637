import { Controller, Inject } from '@nestjs/common';
import type { DynamicFieldsAnswer } from '@facet/event-schemas';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { badRequest } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody } from '../../shared/http/request-fields.js';
import { fieldsOf } from '../domain/index.js';
import { viewPageField } from '../dynamic-fields.request.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

const reorderBody = handParsedBody({
  view_page: ['integer', 'The screen the fields belong to'],
  ids: ['ids', 'The ids in their new order'],
});

/** `dynamic/propertyColumnReOrder` `{ view_page, ids }`: the page's fields in their new order. */
@Controller('dynamic')
export class ReorderDynamicFieldsController {
  constructor(
    private readonly fields: DynamicFieldsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('propertyColumnReOrder')
  @BodySchema(reorderBody)
  async reorder(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(reorderBody.shape));
    const view_page = viewPageField(body);
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length > 500 || !ids.every((i) => typeof i === 'string'))
      throw badRequest('Invalid order', 'request.invalid-field', { field: 'ids' });
    const command = { type: 'ReorderDynamicFields' as const, view_page, fieldIds: ids };
    const { state } = await this.fields.send(MARKETPLACE_FIELDS, command, actor, this.clock.now());
    return success<DynamicFieldsAnswer>('Order saved', { records: fieldsOf(state, view_page) });
  }
}

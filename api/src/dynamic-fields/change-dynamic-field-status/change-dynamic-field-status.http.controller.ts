import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { integer, readBody, requiredText } from '../../shared/http/request-fields.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

const changeBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  active: ['integer', 'Required: 1 shows the field, 2 hides it'],
});

/** `dynamic/propertyColumnStatusAction` `{ id, active: 1 | 2 }`: show or hide a field (admin). */
@Controller('dynamic')
export class ChangeDynamicFieldStatusController {
  constructor(
    private readonly fields: DynamicFieldsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('propertyColumnStatusAction')
  @BodySchema(changeBody)
  async change(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(changeBody.shape));
    const fieldId = requiredText(body, 'id', 'Required', 128);
    const active = integer(body, 'active', { required: 'Required!', min: 1, max: 2 }) as 1 | 2;
    const command = { type: 'ChangeDynamicFieldStatus' as const, fieldId, active };
    await this.fields.send(MARKETPLACE_FIELDS, command, actor, this.clock.now());
    return success('Status updated successfully', { id: fieldId, active });
  }
}

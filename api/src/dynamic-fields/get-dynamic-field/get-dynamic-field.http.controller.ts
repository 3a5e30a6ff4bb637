import { ownValue } from '@facet/event-schemas';
import { Controller } from '@nestjs/common';
import { getDynamicField, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/getSingleProperty` `{ id }` -> `{ record }` (admin). */
@Controller()
export class GetDynamicFieldController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  @Roles('admin')
  @CommandRoute(getDynamicField)
  async single(
    @ValidBody() { id }: RequestOf<typeof getDynamicField>,
  ): Promise<Reply<typeof getDynamicField>> {
    const record = ownValue((await this.fields.current()).fields, id);
    if (!record) throw notFound('Field not found', 'not-found');
    return success('Field', { record });
  }
}

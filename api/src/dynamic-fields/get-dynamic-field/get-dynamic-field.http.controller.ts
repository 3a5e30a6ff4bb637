import { ownValue } from '@facet/event-schemas';
import { getDynamicField } from '@facet/event-schemas';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** `dynamic/getSingleProperty` `{ id }` -> `{ record }` (admin). */
@CommandController('admin')
export class GetDynamicFieldController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  @CommandRoute(getDynamicField)
  async single(@Call() { body: { id } }: Call<typeof getDynamicField>) {
    const record = ownValue((await this.fields.current()).fields, id);
    if (!record) throw notFound('Field not found', 'not-found');
    return success('Field', { record });
  }
}

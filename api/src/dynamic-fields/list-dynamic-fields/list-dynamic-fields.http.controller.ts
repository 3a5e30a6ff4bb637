import { Body, Controller } from '@nestjs/common';
import type { DynamicFieldRecord } from '@facet/event-schemas';
import { Public, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody, requiredText } from '../../shared/http/request-fields.js';
import { fieldsOf } from '../domain/index.js';
import { viewPageField } from '../dynamic-fields.request.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

/** Reading dynamic fields: the active ones for anyone, every one (inactive too) for the admin. */
@Controller()
export class ListDynamicFieldsController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  /** `dynamic/getAllDynamicArray` `{ view_page }` -> `{ records }`: active fields only (active 2 hidden). */
  @Public()
  @CommandRoute(['dynamic/getAllDynamicArray', 'commonFunction/getAllDynamicArray'])
  async active(@Body() raw: unknown) {
    const view_page = viewPageField(readBody(raw, ['view_page']), 1);
    const records: DynamicFieldRecord[] = await this.fields.activeFields(view_page);
    return success('Fields', { records, totalRecords: records.length });
  }

  /** `dynamic/propertyColumns` `{ view_page }`: the admin's list, inactive fields included. */
  @Roles('admin')
  @CommandRoute('dynamic/propertyColumns')
  async all(@Body() raw: unknown) {
    const view_page = viewPageField(readBody(raw, ['view_page', 'limit', 'page']));
    const records = fieldsOf(await this.fields.current(), view_page);
    return success('Fields', { records, totalRecords: records.length });
  }

  /** `dynamic/getSingleProperty` `{ id }` -> `{ record }` (admin). */
  @Roles('admin')
  @CommandRoute('dynamic/getSingleProperty')
  async single(@Body() raw: unknown) {
    const id = requiredText(readBody(raw, ['id']), 'id', 'Required', 128);
    const record = (await this.fields.current()).fields[id];
    if (!record) throw notFound('Field not found', 'not-found');
    return success('Field', { record });
  }
}

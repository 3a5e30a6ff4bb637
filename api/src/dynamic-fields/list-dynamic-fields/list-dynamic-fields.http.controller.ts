import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { DynamicFieldList, DynamicFieldRecord } from '@facet/event-schemas';
import { Public, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody, requiredText } from '../../shared/http/request-fields.js';
import { fieldsOf } from '../domain/index.js';
import { viewPageField } from '../dynamic-fields.request.js';
import { DynamicFieldsCommandBus } from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

const activeBody = handParsedBody({
  view_page: ['integer', 'The screen the fields belong to'],
});

const allBody = handParsedBody({
  view_page: ['integer', 'The screen the fields belong to'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

const singleBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

/** Reading dynamic fields: the active ones for anyone, every one (inactive too) for the admin. */
@Controller()
export class ListDynamicFieldsController {
  constructor(private readonly fields: DynamicFieldsCommandBus) {}

  /** `dynamic/getAllDynamicArray` `{ view_page }` -> `{ records }`: active fields only (active 2 hidden). */
  @Public()
  @CommandRoute(['dynamic/getAllDynamicArray', 'commonFunction/getAllDynamicArray'])
  @BodySchema(activeBody)
  async active(@ValidBody() raw: unknown) {
    const view_page = viewPageField(readBody(raw, Object.keys(activeBody.shape)), 1);
    const records: DynamicFieldRecord[] = await this.fields.activeFields(view_page);
    return success<DynamicFieldList>('Fields', { records, totalRecords: records.length });
  }

  /** `dynamic/propertyColumns` `{ view_page }`: the admin's list, inactive fields included. */
  @Roles('admin')
  @CommandRoute('dynamic/propertyColumns')
  @BodySchema(allBody)
  async all(@ValidBody() raw: unknown) {
    const view_page = viewPageField(readBody(raw, Object.keys(allBody.shape)));
    const records = fieldsOf(await this.fields.current(), view_page);
    return success<DynamicFieldList>('Fields', { records, totalRecords: records.length });
  }

  /** `dynamic/getSingleProperty` `{ id }` -> `{ record }` (admin). */
  @Roles('admin')
  @CommandRoute('dynamic/getSingleProperty')
  @BodySchema(singleBody)
  async single(@ValidBody() raw: unknown) {
    const id = requiredText(readBody(raw, Object.keys(singleBody.shape)), 'id', 'Required', 128);
    const record = (await this.fields.current()).fields[id];
    if (!record) throw notFound('Field not found', 'not-found');
    return success('Field', { record });
  }
}

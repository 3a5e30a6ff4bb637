import { Controller, Inject } from '@nestjs/common';
import type { DynamicFieldSavedAnswer } from '@facet/event-schemas';
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
  oneOf,
  readBody,
  requiredText,
} from '../../shared/http/request-fields.js';
import { fieldsOf } from '../domain/index.js';
import { optionsField, viewPageField } from '../dynamic-fields.request.js';
import {
  DynamicFieldsCommandBus,
  MARKETPLACE_FIELDS,
} from '../dynamic-fields-bus/dynamic-fields-command-bus.js';

const FIELD_TYPES = ['text', 'number', 'select', 'textarea', 'checkbox'] as const;

const saveBody = handParsedBody({
  action: ['string', "The list to show (the screen's tab)"],
  id: ['id', 'The id of the object acted on'],
  view_page: ['integer', 'The screen the fields belong to'],
  label: ['string', 'The field label, required, at most 200 characters'],
  field_type: ['string', 'The input kind (default text)'],
  options: ['texts', 'The choices of a select field'],
  is_required: ['flag', 'Required on the form (1/0, true/false)'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `dynamic/propertyColumnAction`: add or edit one dynamic field (admin). */
@Controller('dynamic')
export class SaveDynamicFieldController {
  constructor(
    private readonly fields: DynamicFieldsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('propertyColumnAction')
  @BodySchema(saveBody)
  async save(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(saveBody.shape));
    const action = oneOf(body, 'action', ['new', 'edit'] as const, 'new');
    const command = {
      type: 'SaveDynamicField' as const,
      action,
      fieldId: action === 'edit' ? requiredText(body, 'id', 'Required', 128) : newId(),
      view_page: viewPageField(body),
      label: requiredText(body, 'label', 'Required!', 200),
      field_type: oneOf(body, 'field_type', FIELD_TYPES, 'text'),
      options: optionsField(body),
      is_required: flag(body, 'is_required'),
    };
    const { state } = await this.fields.send(
      MARKETPLACE_FIELDS,
      command,
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success<DynamicFieldSavedAnswer>(
      action === 'new' ? 'Field added successfully' : 'Field updated successfully',
      {
        id: command.fieldId,
        records: fieldsOf(state, command.view_page),
      },
    );
  }
}

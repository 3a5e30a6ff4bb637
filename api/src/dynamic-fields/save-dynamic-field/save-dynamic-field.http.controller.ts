import { Body, Controller, Inject } from '@nestjs/common';
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

/** `dynamic/propertyColumnAction`: add or edit one dynamic field (admin). */
@Controller('dynamic')
export class SaveDynamicFieldController {
  constructor(
    private readonly fields: DynamicFieldsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('propertyColumnAction')
  async save(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, [
      'action',
      'id',
      'view_page',
      'label',
      'field_type',
      'options',
      'is_required',
      'commandId',
    ]);
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
    return success(action === 'new' ? 'Field added successfully' : 'Field updated successfully', {
      id: command.fieldId,
      records: fieldsOf(state, command.view_page),
    });
  }
}

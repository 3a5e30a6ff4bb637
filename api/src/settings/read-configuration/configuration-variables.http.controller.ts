import { Controller } from '@nestjs/common';
import { z } from 'zod';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { configurationVariables, type SettingsState } from '../domain/index.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { unknownVariable } from './unknown-variable.js';

const list = z.strictObject({
  limit: z.number().int().positive().max(100).optional(),
  page: z.number().int().positive().optional(),
});
const one = z.strictObject({ name: fields.id });

const record = (state: SettingsState, name: string) => ({
  name,
  value: state.variables.get(name) ?? '',
});

/** `configurationVariables` (every known setting, set or not) and `getSingleConfiguration`. */
@Controller('seller/setting')
export class ConfigurationVariablesController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute('configurationVariables')
  @BodySchema(list)
  async list(@ValidBody() _body: z.infer<typeof list>) {
    const state = await this.settings.current();
    const records = [...configurationVariables.keys()].map((name) => record(state, name));
    return success('Configuration variables', {
      records,
      totalRecords: records.length,
      setDisp: `Showing ${records.length} of ${records.length}`,
    });
  }

  @Roles('admin')
  @CommandRoute('getSingleConfiguration')
  @BodySchema(one)
  async one(@ValidBody() body: z.infer<typeof one>) {
    if (!configurationVariables.has(body.name)) throw unknownVariable(body.name);
    return success('Configuration variable', {
      item: record(await this.settings.current(), body.name),
    });
  }
}

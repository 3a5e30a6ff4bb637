import { getConfigurationVariable } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { configurationVariable } from '../configuration-variables.query.js';
import { isKnownVariable } from '../domain/index.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { unknownVariable } from '../settings.problems.js';

/** `seller/setting/getSingleConfiguration` `{ name }`: one known setting; an unknown one is 400. */
@CommandController('admin')
export class GetConfigurationVariableController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(getConfigurationVariable)
  async get(@Call() { body: { name } }: Call<typeof getConfigurationVariable>) {
    if (!isKnownVariable(name)) throw unknownVariable(name);
    const item = configurationVariable(await this.settings.current(), name);
    return success('Configuration variable', { item });
  }
}

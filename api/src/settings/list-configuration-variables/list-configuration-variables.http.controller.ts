import { listConfigurationVariables } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { configurationVariableRecords } from '../configuration-variables.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/configurationVariables`: every known setting, set or not. */
@CommandController('admin')
export class ListConfigurationVariablesController {
  constructor(private readonly settings: SettingsCommandBus) {}

  // The call is read for its checks only: every setting is answered.
  @CommandRoute(listConfigurationVariables)
  async list(@Call() _: Call<typeof listConfigurationVariables>) {
    const records = configurationVariableRecords(await this.settings.current());
    return listed('Configuration variables', records);
  }
}

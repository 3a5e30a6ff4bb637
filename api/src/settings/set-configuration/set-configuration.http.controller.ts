import { setConfiguration } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { configurationCommand } from './configuration.command.js';

/**
 * `seller/setting/configurationAction` `{ name, value }`: one variable (proxy_bidding_settings,
 * soft_close_*, sealed_auto_award, cart_hold_minutes, ...); `bidIncrementDefault` takes dollars.
 */
@CommandController('admin')
export class SetConfigurationController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @CommandRoute(setConfiguration)
  async set(@Call() { body, actor }: Call<typeof setConfiguration>) {
    const command = configurationCommand(body);
    const { state } = await this.settings.change(command, actor, body.commandId);
    return success('Configuration updated', {
      variables: Object.fromEntries(state.variables),
      bidIncrementDefault: state.defaultIncrement === null ? null : state.defaultIncrement / 100,
    });
  }
}

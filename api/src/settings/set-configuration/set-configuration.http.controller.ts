import { Controller } from '@nestjs/common';
import { type RequestOf, setConfiguration } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { configurationCommand } from './configuration.command.js';

/**
 * `seller/setting/configurationAction` `{ name, value }`: one variable (proxy_bidding_settings,
 * soft_close_*, sealed_auto_award, cart_hold_minutes, ...); `bidIncrementDefault` takes dollars.
 */
@Controller()
export class SetConfigurationController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(setConfiguration)
  async set(
    @ValidBody() body: RequestOf<typeof setConfiguration>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof setConfiguration>> {
    const command = configurationCommand(body);
    const { state } = await this.settings.change(command, actor, body.commandId);
    return success('Configuration updated', {
      variables: Object.fromEntries(state.variables),
      bidIncrementDefault: state.defaultIncrement === null ? null : state.defaultIncrement / 100,
    });
  }
}

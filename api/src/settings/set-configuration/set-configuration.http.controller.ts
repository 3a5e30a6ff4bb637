import { Body, Controller, Inject } from '@nestjs/common';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import {
  commandIdField,
  readBody,
  requiredMoney,
  requiredText,
  text,
} from '../../shared/http/request-fields.js';
import { isKnownVariable } from '../domain/index.js';
import { unknownVariable } from '../read-configuration/unknown-variable.js';
import { MARKETPLACE, SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/**
 * `seller/setting/configurationAction` `{ name, value }`: one variable (proxy_bidding_settings,
 * soft_close_*, sealed_auto_award, cart_hold_minutes, ...); `bidIncrementDefault` takes dollars.
 */
@Controller('seller/setting')
export class SetConfigurationController {
  constructor(
    private readonly settings: SettingsCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Roles('admin')
  @CommandRoute('configurationAction')
  async set(@Body() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, ['name', 'value', 'commandId']);
    const name = requiredText(body, 'name', 'Required', 128);
    if (name !== 'bidIncrementDefault' && !isKnownVariable(name)) throw unknownVariable(name);
    const command =
      name === 'bidIncrementDefault'
        ? {
            type: 'SetDefaultIncrement' as const,
            increment: requiredMoney(body, 'value', 'Required', 'invalid decimal'),
          }
        : {
            type: 'SetConfigurationVariable' as const,
            name,
            value: text(body, 'value', { max: 10_000 }) ?? '',
          };
    const { state } = await this.settings.send(
      MARKETPLACE,
      command,
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Configuration updated', {
      variables: Object.fromEntries(state.variables),
      bidIncrementDefault: state.defaultIncrement === null ? null : state.defaultIncrement / 100,
    });
  }
}

import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
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

const setBody = handParsedBody({
  name: ['string', 'The name'],
  value: ['scalar', 'The value'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

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
  @BodySchema(setBody)
  async set(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(setBody.shape));
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

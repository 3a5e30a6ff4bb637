import { Controller } from '@nestjs/common';
import { getConfigurationVariable, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { configurationVariable } from '../configuration-variables.query.js';
import { isKnownVariable } from '../domain/index.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';
import { unknownVariable } from '../settings.problems.js';

/** `seller/setting/getSingleConfiguration` `{ name }`: one known setting; an unknown one is 400. */
@Controller()
export class GetConfigurationVariableController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(getConfigurationVariable)
  async get(
    @ValidBody() { name }: RequestOf<typeof getConfigurationVariable>,
  ): Promise<Reply<typeof getConfigurationVariable>> {
    if (!isKnownVariable(name)) throw unknownVariable(name);
    const item = configurationVariable(await this.settings.current(), name);
    return success('Configuration variable', { item });
  }
}

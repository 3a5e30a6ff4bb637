import { Controller } from '@nestjs/common';
import { listConfigurationVariables, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { configurationVariableRecords } from '../configuration-variables.query.js';
import { SettingsCommandBus } from '../settings-bus/settings-command-bus.js';

/** `seller/setting/configurationVariables`: every known setting, set or not. */
@Controller()
export class ListConfigurationVariablesController {
  constructor(private readonly settings: SettingsCommandBus) {}

  @Roles('admin')
  @CommandRoute(listConfigurationVariables)
  async list(
    // Read for its checks only: every setting is answered.
    @ValidBody() _body: RequestOf<typeof listConfigurationVariables>,
  ): Promise<Reply<typeof listConfigurationVariables>> {
    const records = configurationVariableRecords(await this.settings.current());
    return listed('Configuration variables', records);
  }
}

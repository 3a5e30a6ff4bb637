import { getSiteConfiguration } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SiteConfigurationQuery } from './site-configuration.query.js';

/** `common/getDefault`: the configuration bundle every screen reads. */
@CommandController()
export class SiteConfigurationController {
  constructor(private readonly query: SiteConfigurationQuery) {}

  @Public()
  @CommandRoute(getSiteConfiguration)
  async getDefault(@Call() _: Call<typeof getSiteConfiguration>) {
    return success('Configuration', await this.query.bundle());
  }
}

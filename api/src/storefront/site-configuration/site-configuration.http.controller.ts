import { Controller } from '@nestjs/common';
import { getSiteConfiguration, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { SiteConfigurationQuery } from './site-configuration.query.js';

/** `common/getDefault`: the configuration bundle every screen reads. */
@Controller()
export class SiteConfigurationController {
  constructor(private readonly query: SiteConfigurationQuery) {}

  @Public()
  @CommandRoute(getSiteConfiguration)
  async getDefault(
    @ValidBody() _: RequestOf<typeof getSiteConfiguration>,
  ): Promise<Reply<typeof getSiteConfiguration>> {
    return success('Configuration', await this.query.bundle());
  }
}

import { Controller } from '@nestjs/common';
import { getStaticPage, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { StaticPageSource } from '../static-page.source.js';

/** `common/getStaticPage`: a page of the site in the reader's language, as the admin last saved it. */
@Controller()
export class ReadStaticPageController {
  constructor(private readonly pages: StaticPageSource) {}

  @Public()
  @CommandRoute(getStaticPage)
  async page(
    @ValidBody() { id, lng }: RequestOf<typeof getStaticPage>,
  ): Promise<Reply<typeof getStaticPage>> {
    return success('Static page', { id, ...(await this.pages.found(id, lng)) });
  }
}

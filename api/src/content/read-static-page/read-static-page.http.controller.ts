import { getStaticPage } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, PublicCall } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { StaticPageSource } from '../static-page.source.js';

/** `common/getStaticPage`: a page of the site in the reader's language, as the admin last saved it. */
@CommandController()
export class ReadStaticPageController {
  constructor(private readonly pages: StaticPageSource) {}

  @Public()
  @CommandRoute(getStaticPage)
  async page(@Call() { body: { id, lng } }: PublicCall<typeof getStaticPage>) {
    return success('Static page', { id, ...(await this.pages.found(id, lng)) });
  }
}

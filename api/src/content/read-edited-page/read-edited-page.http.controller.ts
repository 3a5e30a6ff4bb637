import { Controller } from '@nestjs/common';
import { getEditedStaticPage, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { StaticPageSource } from '../static-page.source.js';

/** `common/getPreviousData`: the page the admin edits, as the public reads it now. */
@Controller()
export class ReadEditedPageController {
  constructor(private readonly pages: StaticPageSource) {}

  @Roles('admin')
  @CommandRoute(getEditedStaticPage)
  async previous(
    @ValidBody() { id, lng }: RequestOf<typeof getEditedStaticPage>,
  ): Promise<Reply<typeof getEditedStaticPage>> {
    return success('Static page', { item: { id, lng, ...(await this.pages.found(id, lng)) } });
  }
}

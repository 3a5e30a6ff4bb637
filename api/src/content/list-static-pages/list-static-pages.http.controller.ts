import { Controller } from '@nestjs/common';
import { listStaticPages, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { StaticPageSource } from '../static-page.source.js';
import { staticPageTitles } from './static-page-titles.query.js';

/** `common/show_static_content`: the pages the admin's editor lists. */
@Controller()
export class ListStaticPagesController {
  constructor(private readonly pages: StaticPageSource) {}

  @Roles('admin')
  @CommandRoute(listStaticPages)
  async list(
    @ValidBody() body: RequestOf<typeof listStaticPages>,
  ): Promise<Reply<typeof listStaticPages>> {
    const records = await staticPageTitles(this.pages, body.lng ?? 'en');
    return success('Static pages', { records, totalRecords: records.length, setDisp: '' });
  }
}

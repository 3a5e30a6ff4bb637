import { listStaticPages } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { StaticPageSource } from '../static-page.source.js';
import { staticPageTitles } from './static-page-titles.query.js';

/** `common/show_static_content`: the pages the admin's editor lists. */
@CommandController('admin')
export class ListStaticPagesController {
  constructor(private readonly pages: StaticPageSource) {}

  @CommandRoute(listStaticPages)
  async list(@Call() { body }: Call<typeof listStaticPages>) {
    const records = await staticPageTitles(this.pages, body.lng ?? 'en');
    return success('Static pages', { records, totalRecords: records.length, setDisp: '' });
  }
}

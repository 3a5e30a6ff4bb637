import { getEditedStaticPage } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { StaticPageSource } from '../static-page.source.js';

/** `common/getPreviousData`: the page the admin edits, as the public reads it now. */
@CommandController('admin')
export class ReadEditedPageController {
  constructor(private readonly pages: StaticPageSource) {}

  @CommandRoute(getEditedStaticPage)
  async previous(@Call() { body: { id, lng } }: Call<typeof getEditedStaticPage>) {
    return success('Static page', { item: { id, lng, ...(await this.pages.found(id, lng)) } });
  }
}

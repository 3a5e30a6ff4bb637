import { getFooterLinks } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { FooterLinksQuery } from './footer-links.query.js';

/** `common/getFooterLinks`: the links of the site's footer. */
@CommandController()
export class FooterLinksController {
  constructor(private readonly footer: FooterLinksQuery) {}

  @Public()
  @CommandRoute(getFooterLinks)
  async footerLinks(@Call() _: Call<typeof getFooterLinks>) {
    const records = await this.footer.links();
    return success('Footer links', { records, totalRecords: records.length, setDisp: '' });
  }
}

import { Controller } from '@nestjs/common';
import { getFooterLinks, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { FooterLinksQuery } from './footer-links.query.js';

/** `common/getFooterLinks`: the links of the site's footer. */
@Controller()
export class FooterLinksController {
  constructor(private readonly footer: FooterLinksQuery) {}

  @Public()
  @CommandRoute(getFooterLinks)
  async footerLinks(
    @ValidBody() _body: RequestOf<typeof getFooterLinks>,
  ): Promise<Reply<typeof getFooterLinks>> {
    const records = await this.footer.links();
    return success('Footer links', { records, totalRecords: records.length, setDisp: '' });
  }
}

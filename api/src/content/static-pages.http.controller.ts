import { Controller } from '@nestjs/common';
import type { StaticPageRecord } from '@facet/event-schemas';
import { z } from 'zod';
import { Public } from '../shared/auth/auth.decorators.js';
import { notFound } from '../shared/errors/http-problem.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../security/body-schema.js';
import { FOOTER_LINKS } from './static-pages.content.js';
import { PAGE_LANGUAGES, staticPage } from './static-pages.languages.js';

const pageSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]{1,60}$/, 'Unknown page'),
  /** The reader's language; the web sends the one it shows. */
  lng: z.enum(PAGE_LANGUAGES).optional(),
});
const empty = z.strictObject({});

@Controller('common')
export class StaticPagesController {
  @Public()
  @CommandRoute('getStaticPage')
  @BodySchema(pageSchema)
  page(@ValidBody() body: z.infer<typeof pageSchema>) {
    const page = staticPage(body.id, body.lng);
    if (!page) throw notFound('Page not found', 'page.not-found');
    return success<StaticPageRecord>('Static page', { id: body.id, ...page });
  }

  @Public()
  @CommandRoute('getFooterLinks')
  @BodySchema(empty)
  footer(@ValidBody() _b: unknown) {
    return success('Footer links', {
      records: FOOTER_LINKS,
      totalRecords: FOOTER_LINKS.length,
      setDisp: '',
    });
  }
}

import { Controller } from '@nestjs/common';
import type { StaticPageRecord } from '@facet/event-schemas';
import { z } from 'zod';
import { Public } from '../shared/auth/auth.decorators.js';
import { notFound } from '../shared/errors/http-problem.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../security/body-schema.js';
import { FOOTER_LINKS, STATIC_PAGES } from './static-pages.content.js';

const pageSchema = z.strictObject({ id: z.string().regex(/^[a-z0-9_]{1,60}$/, 'Unknown page') });
const empty = z.strictObject({});

@Controller('common')
export class StaticPagesController {
  @Public()
  @CommandRoute('getStaticPage')
  @BodySchema(pageSchema)
  page(@ValidBody() body: z.infer<typeof pageSchema>) {
    const page = Object.hasOwn(STATIC_PAGES, body.id) ? STATIC_PAGES[body.id] : undefined;
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

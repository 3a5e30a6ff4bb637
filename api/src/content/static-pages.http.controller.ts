import { Controller } from '@nestjs/common';
import type { FooterLinksAnswer, StaticPageRecord } from '@facet/event-schemas';
import { z } from 'zod';
import { Public } from '../shared/auth/auth.decorators.js';
import { notFound } from '../shared/errors/http-problem.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { BodySchema, ValidBody } from '../security/body-schema.js';
import { FOOTER_LINKS } from './static-pages.content.js';
import { CatalogReader } from '../catalog/catalog.reader.js';
import { StaticPageSource } from './edit-static-page/static-page.source.js';
import { PAGE_LANGUAGES } from './static-pages.languages.js';

const pageSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]{1,60}$/, 'Unknown page'),
  /** The reader's language; the web sends the one it shows. */
  lng: z.enum(PAGE_LANGUAGES).optional(),
});
const empty = z.strictObject({});

@Controller('common')
export class StaticPagesController {
  constructor(
    private readonly pages: StaticPageSource,
    private readonly catalog: CatalogReader,
  ) {}

  @Public()
  @CommandRoute('getStaticPage')
  @BodySchema(pageSchema)
  async page(@ValidBody() body: z.infer<typeof pageSchema>) {
    const page = await this.pages.page(body.id, body.lng);
    if (!page) throw notFound('Page not found', 'page.not-found');
    return success<StaticPageRecord>('Static page', { id: body.id, ...page });
  }

  @Public()
  @CommandRoute('getFooterLinks')
  @BodySchema(empty)
  async footer(@ValidBody() _b: unknown) {
    // The admin's `footer_links` table replaces the seeded links once it has a shown row.
    const rows = (await this.catalog.configuration())?.tableValues['footer_links'] ?? [];
    const edited = rows
      .filter((r) => r['active'] === 1)
      .sort((a, b) => Number(a['position'] ?? 0) - Number(b['position'] ?? 0))
      .map((r) => ({ id: r.id, title: String(r['title'] ?? ''), url: String(r['url'] ?? '') }));
    const records = edited.length > 0 ? edited : FOOTER_LINKS;
    return success<FooterLinksAnswer>('Footer links', {
      records,
      totalRecords: records.length,
      setDisp: '',
    });
  }
}

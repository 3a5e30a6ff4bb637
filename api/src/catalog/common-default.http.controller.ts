import { Controller } from '@nestjs/common';
import { BodySchema, emptyBody, ValidBody } from '../security/body-schema.js';
import type { ConfigurationAnswer } from '@facet/event-schemas';
import { initialConfiguration } from '@facet/projections';
import { Public } from '../shared/auth/auth.decorators.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { centsToDollars } from '../shared/money/index.js';
import { CatalogReader } from './catalog.reader.js';

/**
 * `common/getDefault`: the configuration bundle (increments in dollars, variables, features,
 * languages, the admin's tables and phrase overrides).
 */
@Controller('common')
export class CommonDefaultController {
  constructor(private readonly reader: CatalogReader) {}

  @Public()
  @CommandRoute('getDefault')
  @BodySchema(emptyBody)
  async getDefault(@ValidBody() _body: unknown) {
    const config = (await this.reader.configuration()) ?? initialConfiguration();
    // The admin's language rows are already folded into `languages`.
    const { $rev: _rev, languageRows: _rows, ...c } = config;
    return success<ConfigurationAnswer>('Configuration', {
      ...c,
      allBidIncrements: c.allBidIncrements.map((r) => ({
        id: r.id,
        from_amount: centsToDollars(r.from_amount),
        to_amount: r.to_amount === null ? null : centsToDollars(r.to_amount),
        increment: centsToDollars(r.increment),
      })),
      bidIncrementDefault: centsToDollars(c.bidIncrementDefault),
    });
  }
}

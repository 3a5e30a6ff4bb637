import { Injectable } from '@nestjs/common';
import type { ConfigurationAnswer } from '@facet/event-schemas';
import { initialConfiguration } from '@facet/projections';
import { centsToDollars } from '../../shared/money/index.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';

/**
 * `common/getDefault`: the configuration bundle (increments in dollars, variables, features,
 * languages, the admin's tables and phrase overrides).
 */
@Injectable()
export class SiteConfigurationQuery {
  constructor(private readonly reader: ReadModelReader) {}

  async bundle(): Promise<ConfigurationAnswer> {
    const config = (await this.reader.configuration()) ?? initialConfiguration();
    // The admin's language rows are already folded into `languages`.
    const { $rev: _rev, languageRows: _rows, ...c } = config;
    return {
      ...c,
      allBidIncrements: c.allBidIncrements.map((r) => ({
        id: r.id,
        from_amount: centsToDollars(r.from_amount),
        to_amount: r.to_amount === null ? null : centsToDollars(r.to_amount),
        increment: centsToDollars(r.increment),
      })),
      bidIncrementDefault: centsToDollars(c.bidIncrementDefault),
    };
  }
}

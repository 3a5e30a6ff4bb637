import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { BuyerCompaniesBus } from './buyer-companies-bus.js';
import { CompanyController } from './company-routes/company.http.controller.js';
import { BuyerCompanyHandler } from './buyer-company.handler.js';
import { BuyerParties } from './buyer-parties.reader.js';
import { CompanyPageQuery } from './company-page.query.js';

/**
 * Issue 30: buyer companies and their representatives, and `BuyerParties`, the one answer to
 * "whom does this buyer tender, cap and get invoiced as" for spending caps, tenders and invoices.
 */
@Module({
  imports: [IdentityModule, SettingsModule],
  controllers: [CompanyController],
  providers: [BuyerCompaniesBus, BuyerParties, BuyerCompanyHandler, CompanyPageQuery],
  exports: [BuyerParties],
})
export class CompaniesModule {}

import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AddRepresentativeController } from './add-representative/add-representative.http.controller.js';
import { AnswerInvitationController } from './answer-invitation/answer-invitation.http.controller.js';
import { BuyerCompaniesBus } from './buyer-companies-bus.js';
import { BuyerCompanyHandler } from './buyer-company.handler.js';
import { BuyerParties } from './buyer-parties.reader.js';
import { CompanyPageQuery } from './company-page.query.js';
import { GetCompanyController } from './get-company/get-company.http.controller.js';
import { RegisterCompanyController } from './register-company/register-company.http.controller.js';
import { RemoveRepresentativeController } from './remove-representative/remove-representative.http.controller.js';

/**
 * Issue 30: buyer companies and their representatives, and `BuyerParties`, the one answer to
 * "whom does this buyer tender, cap and get invoiced as" for spending caps, tenders and invoices.
 */
@Module({
  imports: [IdentityModule, SettingsModule],
  controllers: [
    GetCompanyController,
    RegisterCompanyController,
    AddRepresentativeController,
    AnswerInvitationController,
    RemoveRepresentativeController,
  ],
  providers: [BuyerCompaniesBus, BuyerParties, BuyerCompanyHandler, CompanyPageQuery],
  exports: [BuyerParties],
})
export class CompaniesModule {}

import { Injectable } from '@nestjs/common';
import {
  BUYER_COMPANIES,
  type BuyerCompanyAnswer,
  type CompanyRepresentative,
  ownValue,
} from '@facet/event-schemas';
import { InMemoryUserDirectory } from '../identity/user-directory/user-directory.js';
import { BuyerCompaniesBus } from './buyer-companies-bus.js';
import { BuyerCompanyHandler } from './buyer-company.handler.js';

/** The caller's company page: their company with its representatives, and their invitations. */
@Injectable()
export class CompanyPageQuery {
  constructor(
    private readonly register: BuyerCompaniesBus,
    private readonly users: InMemoryUserDirectory,
    private readonly handler: BuyerCompanyHandler,
  ) {}

  async of(buyerId: string): Promise<BuyerCompanyAnswer> {
    const s = await this.register.latest(BUYER_COMPANIES);
    const companyId = ownValue(s.companyOf, buyerId);
    const company = companyId === undefined ? undefined : ownValue(s.companies, companyId);
    const person = (id: string, status: CompanyRepresentative['status']) => {
      const u = this.users.stateById(id);
      const [first_name, last_name, email] = [
        u?.first_name ?? '',
        u?.last_name ?? '',
        u?.email ?? '',
      ];
      return { id, first_name, last_name, email, status };
    };
    const invitations = Object.values(s.companies)
      .filter((c) => c.invited.includes(buyerId))
      .map((c) => ({ company_id: c.companyId, name: c.name }));
    return {
      company: company
        ? {
            id: company.companyId,
            name: company.name,
            registration_number: company.registrationNumber,
            country: company.country,
            representatives: [
              ...company.representatives.map((id) => person(id, 'representative')),
              ...company.invited.map((id) => person(id, 'invited')),
            ],
          }
        : null,
      invitations,
      max_representatives: await this.handler.maxRepresentatives(),
    };
  }
}

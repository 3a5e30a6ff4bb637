import { type BuyerCompanyEvent, ownValue } from '@facet/event-schemas';

export interface BuyerCompany {
  companyId: string;
  name: string;
  registrationNumber: string;
  country: string;
  /** In the order they joined; the first registered the company. */
  representatives: string[];
  /** Buyers invited who have not answered yet. */
  invited: string[];
  /** Every buyer who ever represented it: their invoices billed to it stay the company's. */
  pastAndPresent: string[];
}

/** Every buyer company, and which company each representative acts for. */
export interface BuyerCompaniesState {
  companies: Readonly<Record<string, BuyerCompany>>;
  companyOf: Readonly<Record<string, string>>;
}

export const initialBuyerCompanies = (): BuyerCompaniesState => ({ companies: {}, companyOf: {} });

const without = (list: readonly string[], id: string): string[] => list.filter((x) => x !== id);

export function evolveBuyerCompanies(
  s: BuyerCompaniesState,
  event: BuyerCompanyEvent,
): BuyerCompaniesState {
  const { companyId } = event.data;
  if (event.type === 'BuyerCompanyRegistered') {
    const { name, registrationNumber, country, representativeId } = event.data;
    const company = {
      companyId,
      name,
      registrationNumber,
      country,
      representatives: [representativeId],
      invited: [],
      pastAndPresent: [representativeId],
    };
    return {
      companies: { ...s.companies, [companyId]: company },
      companyOf: { ...s.companyOf, [representativeId]: companyId },
    };
  }
  const company = ownValue(s.companies, companyId);
  if (!company) return s;
  const { buyerId } = event.data;
  const put = (c: BuyerCompany, companyOf = s.companyOf): BuyerCompaniesState => ({
    companies: { ...s.companies, [companyId]: c },
    companyOf,
  });
  switch (event.type) {
    case 'RepresentativeInvited':
      return put({ ...company, invited: [...company.invited, buyerId] });
    case 'RepresentativeInvitationClosed':
      return put({ ...company, invited: without(company.invited, buyerId) });
    case 'RepresentativeJoined':
      return put(
        {
          ...company,
          invited: without(company.invited, buyerId),
          representatives: [...company.representatives, buyerId],
          pastAndPresent: [...without(company.pastAndPresent, buyerId), buyerId],
        },
        { ...s.companyOf, [buyerId]: companyId },
      );
    case 'RepresentativeLeft': {
      const { [buyerId]: _left, ...companyOf } = s.companyOf;
      return put(
        { ...company, representatives: without(company.representatives, buyerId) },
        companyOf,
      );
    }
  }
}

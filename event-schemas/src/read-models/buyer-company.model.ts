/** One representative of a buyer company, as a colleague sees them (issue 30). */
export interface CompanyRepresentative {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** 'representative' once accepted; 'invited' until the buyer answers. */
  status: 'representative' | 'invited';
}

/** The caller's company page: their company (null when they represent none) and invitations. */
export interface BuyerCompanyAnswer {
  company: {
    id: string;
    name: string;
    registration_number: string;
    country: string;
    representatives: CompanyRepresentative[];
  } | null;
  /** Companies that invited the caller and wait for their answer. */
  invitations: { company_id: string; name: string }[];
  /** The house's maximum of representatives per company (a site setting). */
  max_representatives: number;
}

import type { SellerOrganization } from '@facet/event-schemas';

/** A seller's company profile as the organization form fills it in: an Antwerp rough dealer. */
export const antwerpRoughBv: SellerOrganization = {
  name: 'Antwerp Rough BV',
  registration_no: 'BE0123',
  vat: 'BE0123456789',
  address: 'Hoveniersstraat 22',
  city: 'Antwerp',
  country: 'BE',
  contact_name: 'Sel Ler',
  contact_email: 'office@rough.test',
  contact_phone: '+32 3 123',
  logo: '',
};

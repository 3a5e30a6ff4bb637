import { getSellerOrganization, type SellerOrganization } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { accountOf } from '../seller-account/seller-account-scope.js';
import { SellerDeskReader } from '../seller-desk.reader.js';

const UNFILLED: SellerOrganization = {
  name: '',
  registration_no: '',
  vat: '',
  address: '',
  city: '',
  country: '',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  logo: '',
};

/** `seller/organization/getOrganization` `{ seller_id? }`: the company profile, '' where unfilled. */
@CommandController('seller', 'admin')
export class GetSellerOrganizationController {
  constructor(private readonly desk: SellerDeskReader) {}

  @CommandRoute(getSellerOrganization)
  async get(@Call() { body, actor }: Call<typeof getSellerOrganization>) {
    const doc = await this.desk.account(accountOf(body.seller_id, actor));
    const record = { ...UNFILLED, ...doc?.organization };
    return success('Organization', { ...record, updated_at: doc?.organizationSavedAt ?? null });
  }
}

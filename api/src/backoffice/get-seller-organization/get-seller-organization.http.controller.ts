import { Controller } from '@nestjs/common';
import {
  getSellerOrganization,
  type RequestOf,
  type SellerOrganization,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
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
@Controller()
@Roles('seller', 'admin')
export class GetSellerOrganizationController {
  constructor(private readonly desk: SellerDeskReader) {}

  @CommandRoute(getSellerOrganization)
  async get(
    @ValidBody() body: RequestOf<typeof getSellerOrganization>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getSellerOrganization>> {
    const doc = await this.desk.account(accountOf(body.seller_id, actor));
    const record = { ...UNFILLED, ...doc?.organization };
    return success('Organization', { ...record, updated_at: doc?.organizationSavedAt ?? null });
  }
}

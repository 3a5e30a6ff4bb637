import { Controller, Inject } from '@nestjs/common';
import {
  BodySchema,
  type FieldSpec,
  handParsedBody,
  ValidBody,
} from '../../security/body-schema.js';
import type { SellerOrganization, SellerOrganizationRecord } from '@facet/event-schemas';
import type { SellerAccountDoc } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { commandIdField, readBody, requiredText, text } from '../../shared/http/request-fields.js';
import { SellerAccountCommandBus } from '../seller-account/seller-account-bus/seller-account-command-bus.js';
import { accountOf } from '../seller-account/seller-account-scope.js';
import { SellerDeskReader } from '../seller-desk.reader.js';

const LIMITS = {
  registration_no: 100,
  vat: 50,
  address: 300,
  city: 100,
  country: 100,
  contact_name: 200,
  contact_email: 254,
  contact_phone: 50,
  logo: 300,
} as const;

const recordOf = (doc: SellerAccountDoc | undefined): SellerOrganizationRecord =>
  ({
    name: '',
    ...Object.fromEntries(Object.keys(LIMITS).map((k) => [k, ''])),
    ...doc?.organization,
    updated_at: doc?.organizationSavedAt ?? null,
  }) as SellerOrganizationRecord;

const getBody = handParsedBody({
  seller_id: [
    'id',
    'An admin acting for a seller: that seller (a seller acts on their own account)',
  ],
});

const saveBody = handParsedBody({
  name: ['string', 'Required, at most 200 characters'],
  ...(Object.fromEntries(
    Object.entries(LIMITS).map(([k, max]): [string, FieldSpec] => [
      k,
      ['string', `At most ${max} characters`],
    ]),
  ) as Record<keyof typeof LIMITS, FieldSpec>),
  seller_id: [
    'id',
    'An admin acting for a seller: that seller (a seller acts on their own account)',
  ],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/**
 * `seller/organization/getOrganization` `{ seller_id? }` and `seller/organization/saveOrganization`
 * `{ name, registration_no, vat, address, city, country, contact_*, logo, seller_id? }`.
 */
@Controller('seller/organization')
@Roles('seller', 'admin')
export class SellerOrganizationController {
  constructor(
    private readonly desk: SellerDeskReader,
    private readonly accounts: SellerAccountCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('getOrganization')
  @BodySchema(getBody)
  async get(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const sellerId = accountOf(readBody(raw, Object.keys(getBody.shape)), actor);
    return success<SellerOrganizationRecord>(
      'Organization',
      recordOf(await this.desk.account(sellerId)),
    );
  }

  @CommandRoute('saveOrganization')
  @BodySchema(saveBody)
  async save(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(saveBody.shape));
    const sellerId = accountOf(body, actor);
    const organization = {
      name: requiredText(body, 'name', 'Required', 200),
      ...Object.fromEntries(
        Object.entries(LIMITS).map(([k, max]) => [k, text(body, k, { max }) ?? '']),
      ),
    } as SellerOrganization;
    const outcome = await this.accounts.send(
      sellerId,
      { type: 'SaveSellerOrganization', sellerId, organization },
      actor,
      this.clock.now(),
      commandIdField(body),
    );
    return success('Organization saved', { ...organization, revision: outcome.revision });
  }
}

import { Controller } from '@nestjs/common';
import { listCompanyOwners, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { CompanyOwnersQuery } from './company-owners.query.js';

/** Beneficial owners of the caller's company; only ever the caller's own records. */
@Controller()
export class ListCompanyOwnersController {
  constructor(private readonly owners: CompanyOwnersQuery) {}

  @CommandRoute(listCompanyOwners)
  list(
    @ValidBody() _body: RequestOf<typeof listCompanyOwners>,
    @CurrentActor() actor: Actor,
  ): Reply<typeof listCompanyOwners> {
    return listed('Company owners', this.owners.of(actor.id));
  }
}

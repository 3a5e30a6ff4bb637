import { Controller } from '@nestjs/common';
import { listReturns, listSellerReturns, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ReturnsQuery } from './returns.query.js';

@Controller()
export class ListReturnsController {
  constructor(private readonly returns: ReturnsQuery) {}

  /** `product/allreturns`: the caller's return requests as a buyer, newest first. */
  @CommandRoute(listReturns)
  async mine(
    @ValidBody() body: RequestOf<typeof listReturns>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listReturns>> {
    const { records, total } = await this.returns.ofBuyer(actor.id, body);
    return listed('Returns', records, total);
  }
}

@Controller()
@Roles('seller', 'admin')
export class ListSellerReturnsController {
  constructor(private readonly returns: ReturnsQuery) {}

  /** `seller/returns/returns`: an admin's every request, a seller's those of their own lots. */
  @CommandRoute(listSellerReturns)
  async desk(
    @ValidBody() body: RequestOf<typeof listSellerReturns>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listSellerReturns>> {
    const { records, total } = await this.returns.forDesk(actor, body);
    return listed('Returns', records, total);
  }
}

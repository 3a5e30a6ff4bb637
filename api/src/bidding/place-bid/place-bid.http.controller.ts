import { Controller } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { PlaceBidHandler } from './place-bid.handler.js';
import { parsePlaceBid, placeBidBody } from './place-bid.request.js';

@Controller('bid')
export class PlaceBidController {
  constructor(private readonly handler: PlaceBidHandler) {}

  /** `bid/confirm`: proxy or hard by the lot's mode, reverse or sealed by its type. */
  @CommandRoute('confirm')
  @BodySchema(placeBidBody)
  async confirm(@ValidBody() body: unknown, @CurrentActor() actor: Actor) {
    const { response, sealed } = await this.handler.execute(parsePlaceBid(body), actor);
    return success(sealed ? 'Offer Placed Successfully' : 'Bid placed successfully', response);
  }
}

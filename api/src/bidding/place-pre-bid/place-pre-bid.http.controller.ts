import { Controller } from '@nestjs/common';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { parsePlaceBid, placeBidBody } from '../place-bid/place-bid.request.js';
import { PlacePreBidHandler } from './place-pre-bid.handler.js';

@Controller('bid')
export class PlacePreBidController {
  constructor(private readonly handler: PlacePreBidHandler) {}

  /** `bid/preBidConfirm`: a maximum placed before the lot starts, applied at opening. */
  @CommandRoute('preBidConfirm')
  @BodySchema(placeBidBody)
  async preBid(@ValidBody() body: unknown, @CurrentActor() actor: Actor) {
    const result = await this.handler.execute(parsePlaceBid(body), actor);
    return success('Pre Bid placed successfully', result);
  }
}

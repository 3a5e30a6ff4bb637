import { Controller } from '@nestjs/common';
import { type RequestOf, saveLot } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { savedMessage } from '../../shared/http/save-action.js';
import { SaveLotHandler } from './save-lot.handler.js';

@Controller()
export class SaveLotController {
  constructor(private readonly handler: SaveLotHandler) {}

  /** `seller/product/projectAction` `{ action: 'new' | 'edit', ... }` -> `{ id }`. */
  @Roles('seller', 'admin')
  @CommandRoute(saveLot)
  async save(
    @ValidBody() request: RequestOf<typeof saveLot>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveLot>> {
    const saved = await this.handler.execute(request, actor);
    return success(savedMessage('Lot', request), saved);
  }
}

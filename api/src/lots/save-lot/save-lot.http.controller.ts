import { Controller } from '@nestjs/common';
import type { LotSavedAnswer } from '@facet/event-schemas';
import { BodySchema, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { SaveLotHandler } from './save-lot.handler.js';
import { parseSaveLot, saveLotBody } from './save-lot.request.js';

@Controller('seller/product')
export class SaveLotController {
  constructor(private readonly handler: SaveLotHandler) {}

  /** `seller/product/projectAction` `{ action: 'new' | 'edit', ... }` -> `{ id }`. */
  @Roles('seller', 'admin')
  @CommandRoute('projectAction')
  @BodySchema(saveLotBody)
  async save(@ValidBody() body: unknown, @CurrentActor() actor: Actor) {
    const request = parseSaveLot(body);
    const result = await this.handler.execute(request, actor);
    return success<LotSavedAnswer>(
      request.action === 'new' ? 'Lot added successfully' : 'Lot updated successfully',
      result,
    );
  }
}

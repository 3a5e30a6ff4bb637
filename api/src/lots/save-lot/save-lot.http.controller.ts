import { saveLot } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { savedMessage } from '../../shared/http/save-action.js';
import { SaveLotHandler } from './save-lot.handler.js';

@CommandController('seller', 'admin')
export class SaveLotController {
  constructor(private readonly handler: SaveLotHandler) {}

  /** `seller/product/projectAction` `{ action: 'new' | 'edit', ... }` -> `{ id }`. */
  @CommandRoute(saveLot)
  async save(@Call() { body: request, actor }: Call<typeof saveLot>) {
    const saved = await this.handler.execute(request, actor);
    return success(savedMessage('Lot', request), saved);
  }
}

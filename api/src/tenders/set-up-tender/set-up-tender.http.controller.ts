import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { setUpTender, tenderHolderKeys } from '@facet/event-schemas';
import { SetUpTenderHandler } from './set-up-tender.handler.js';

/**
 * `admin/tender/holderKeys` then `admin/tender/setUp`: the admin's browser reads the holders'
 * keys, makes and splits the event key itself, and sends only the public key and sealed shares.
 */
@CommandController('admin')
export class SetUpTenderController {
  constructor(private readonly handler: SetUpTenderHandler) {}

  @CommandRoute(tenderHolderKeys)
  async holderKeys(@Call() { body }: Call<typeof tenderHolderKeys>) {
    return success('Key holders', { holders: await this.handler.keysOf(body.holders) });
  }

  @CommandRoute(setUpTender)
  async setUp(@Call() { body: r, actor }: Call<typeof setUpTender>) {
    const request = {
      auctionId: r.auction_id,
      publicKey: r.public_key,
      shares: r.shares,
      threshold: r.threshold ?? 2,
      ...(r.commandId ? { commandId: r.commandId } : {}),
    };
    return success('Encrypted tender set up', await this.handler.execute(request, actor));
  }
}

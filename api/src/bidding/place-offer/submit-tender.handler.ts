import { Injectable } from '@nestjs/common';
import { ownValue, type placeOffer, type RequestOf } from '@facet/event-schemas';
import { ciphertextSha256 } from '@facet/event-store';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { newId } from '../../shared/ids/ids.js';
import { TenderReceipts } from '../../tenders/tender-receipts.js';

/**
 * Issue 30: an encrypted tender (the amount sealed in the buyer's browser to the event's key).
 * Only its ciphertext and hash are recorded, with the party it is for as it stands now (ET6);
 * the receipt signs the time and the hash.
 */
@Injectable()
export class SubmitTenderHandler {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly receipts: TenderReceipts,
    private readonly parties: BuyerParties,
  ) {}

  async execute(r: RequestOf<typeof placeOffer>, ciphertext: string, actor: Actor) {
    if (r.wsprice !== null) reject('tender.ciphertext-required');
    const sha = await ciphertextSha256(ciphertext);
    const command = {
      type: 'SubmitTender' as const,
      bidId: newId(),
      ciphertext,
      ciphertextSha256: sha,
      partyId: await this.parties.partyOf(actor.id),
    };
    const outcome = await this.lots.sendNow(r.id, command, actor, r.commandId, { ciphertext });
    const standing = ownValue(outcome.state.tenders, actor.id);
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return {
      id: r.id,
      bid_id: standing?.bidId ?? command.bidId,
      ciphertext_sha256: sha,
      ...(receipt ? { receipt } : {}),
    };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent, TenderReceipt, TenderReceiptPayload } from '@facet/event-schemas';
import { type SigningKey, signPayloadAsync } from '@facet/event-store';
import { AUDIT_SIGNING_KEY } from '../audit/signing-key/audit-signing-key.provider.js';

interface Submitted {
  lotId: string;
  bidId: string;
  userId: string;
  ciphertextSha256: string;
}

/** The signed receipt of a sealed tender just recorded: its time and ciphertext hash, no amount. */
@Injectable()
export class TenderReceipts {
  constructor(@Inject(AUDIT_SIGNING_KEY) private readonly key: SigningKey) {}

  async ofCommand(
    events: readonly RecordedEvent[],
    userId: string,
  ): Promise<TenderReceipt | undefined> {
    const e = events.filter((x) => x.type === 'SealedTenderSubmitted').at(-1);
    const d = e?.data as Submitted | undefined;
    if (!e || !d || d.userId !== userId) return undefined;
    const payload: TenderReceiptPayload = {
      format: 'facet-tender-receipt/1',
      lotId: d.lotId,
      bidId: d.bidId,
      userId: d.userId,
      eventId: e.id,
      eventType: 'SealedTenderSubmitted',
      stream: e.stream,
      revision: e.revision,
      hash: e.hash,
      ciphertextSha256: d.ciphertextSha256,
      serverTime: e.metadata.at,
      keyId: this.key.publicKey.keyId,
    };
    return { payload, signature: await signPayloadAsync(this.key, payload) };
  }
}

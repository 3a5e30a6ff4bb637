/**
 * What a sealed tender's receipt signs (issue 30): the event that recorded the ciphertext, its
 * time and the ciphertext's sha256, proof that the tender came in time without revealing it.
 * Signed with the audit key that signs bid receipts.
 */
export interface TenderReceiptPayload {
  format: 'facet-tender-receipt/1';
  lotId: string;
  bidId: string;
  userId: string;
  eventId: string;
  eventType: 'SealedTenderSubmitted';
  stream: string;
  revision: number;
  hash: string;
  ciphertextSha256: string;
  serverTime: string;
  keyId: string;
}

export interface TenderReceipt {
  payload: TenderReceiptPayload;
  signature: string;
}

/** `makeoffer/addToMakeoffer` with a ciphertext: what the buyer gets at once. */
export interface EncryptedTenderAnswer {
  id: string;
  bid_id: string;
  ciphertext_sha256: string;
  receipt?: TenderReceipt;
}

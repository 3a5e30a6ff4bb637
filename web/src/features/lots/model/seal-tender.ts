import { tenderCrypto } from '@/lib/tender-crypto';

/**
 * Issue 30: a tender's amount is sealed in the buyer's browser, so the server only ever holds the
 * ciphertext: the amount in integer cents sealed to the event's public key, by the same module the
 * api opens it with.
 */
export async function sealTenderAmount(cents: number, publicKey: string): Promise<string> {
  return (await tenderCrypto()).sealTender(cents, publicKey);
}

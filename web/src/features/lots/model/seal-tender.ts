/**
 * Issue 30: a tender's amount is sealed in the buyer's browser, so the server only ever holds the
 * ciphertext. libsodium's sealed box (X25519 + XSalsa20-Poly1305) to the event's public key; the
 * plaintext is the amount in integer cents as decimal text, and both the key and the box travel as
 * standard base64 (ORIGINAL): exactly what `event-store/src/tenders/tender-crypto.ts` opens.
 * The library is loaded on first use: only a buyer on an encrypted lot downloads it.
 */
export async function sealTenderAmount(cents: number, publicKey: string): Promise<string> {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError('a tender is a positive whole number of cents');
  const { default: sodium } = await import('libsodium-wrappers');
  await sodium.ready;
  const original = sodium.base64_variants.ORIGINAL;
  const box = sodium.crypto_box_seal(String(cents), sodium.from_base64(publicKey, original));
  return sodium.to_base64(box, original);
}

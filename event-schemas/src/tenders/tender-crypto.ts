import sodium from 'libsodium-wrappers';
import { combine, split } from 'shamir-secret-sharing';

/**
 * The encrypted tender's cryptography, on audited libraries only: libsodium's sealed boxes
 * (X25519 + XSalsa20-Poly1305, an ephemeral sender key per box) for a tender's amount, and
 * Privy's `shamir-secret-sharing` (audited by Cure53 and Zellic) to split the event's private key
 * t-of-n. Everything travels as standard base64; a share's commitment is the sha256 (hex) of its
 * bytes. The plaintext of a tender is its amount in integer cents as decimal text ("123450").
 *
 * One module for every party, so they cannot drift: the buyer's and the admin's browsers load it
 * (`@facet/event-schemas/tender-crypto`, on first use only), the api opens what they sealed, and
 * the offline verifier checks the opening. It runs wherever Web Crypto does (browsers, Node).
 */
const B64 = (): number => sodium.base64_variants.ORIGINAL;
const toB64 = (bytes: Uint8Array): string => sodium.to_base64(bytes, B64());
const fromB64 = (text: string): Uint8Array => sodium.from_base64(text, B64());
const CENTS = /^[1-9][0-9]{0,15}$/;

export interface TenderKeyPair {
  publicKey: string;
  /** Split at once and dropped: whoever holds this can read every tender of the event. */
  privateKey: string;
}

/** sha256 (hex) by Web Crypto: the same digest in the browser and in Node. */
export async function sha256Hex(bytes: Uint8Array | string): Promise<string> {
  // A copy on its own ArrayBuffer: what Web Crypto's typing takes (never a shared buffer).
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The sha256 (hex) of a base64 ciphertext's bytes: what a receipt and the hash chain commit to. */
export async function ciphertextSha256(ciphertext: string): Promise<string> {
  await sodium.ready;
  return sha256Hex(fromB64(ciphertext));
}

export async function newTenderKeyPair(): Promise<TenderKeyPair> {
  await sodium.ready;
  const pair = sodium.crypto_box_keypair();
  const keys = { publicKey: toB64(pair.publicKey), privateKey: toB64(pair.privateKey) };
  sodium.memzero(pair.privateKey);
  return keys;
}

/** What the buyer's browser does: seal the amount (integer cents) to the event's public key. */
export async function sealTender(amountCents: number, publicKey: string): Promise<string> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError('a tender is a positive whole number of cents');
  await sodium.ready;
  return toB64(sodium.crypto_box_seal(String(amountCents), fromB64(publicKey)));
}

/** Whether a base64 text is a sealed box to a 32-byte key at all (its length), without opening it. */
export async function looksSealed(ciphertext: string): Promise<boolean> {
  await sodium.ready;
  try {
    const bytes = fromB64(ciphertext);
    return (
      bytes.length > sodium.crypto_box_SEALBYTES && bytes.length <= sodium.crypto_box_SEALBYTES + 16
    );
  } catch {
    return false;
  }
}

/** The amount in cents a sealed tender holds; throws when the box or its plaintext is not one. */
export async function openTender(
  ciphertext: string,
  keys: { publicKey: string; privateKey: string },
): Promise<number> {
  await sodium.ready;
  let text: string;
  try {
    text = sodium.crypto_box_seal_open(
      fromB64(ciphertext),
      fromB64(keys.publicKey),
      fromB64(keys.privateKey),
      'text',
    );
  } catch {
    throw new Error(
      'the ciphertext does not open with the event key (altered or not sealed to it)',
    );
  }
  if (!CENTS.test(text)) throw new Error('the tender does not hold an amount in cents');
  return Number(text);
}

/** Splits the private key into `holders` shares, any `threshold` of which rebuild it. */
export async function splitPrivateKey(
  privateKey: string,
  holders: number,
  threshold: number,
): Promise<string[]> {
  await sodium.ready;
  const secret = fromB64(privateKey);
  const shares = await split(secret, holders, threshold);
  sodium.memzero(secret);
  return shares.map(toB64);
}

/** The commitment kept for a share: sha256 (hex) of its bytes. */
export async function shareCommitment(share: string): Promise<string> {
  await sodium.ready;
  return sha256Hex(fromB64(share));
}

/**
 * Rebuilds the private key from shares and proves it is the event's (its public key must match):
 * the library does not check a rebuilt secret, so a bad share would otherwise give a wrong key.
 */
export async function combineShares(shares: readonly string[], publicKey: string): Promise<string> {
  await sodium.ready;
  const secret = await combine(shares.map(fromB64));
  if (toB64(sodium.crypto_scalarmult_base(secret)) !== publicKey)
    throw new Error('the shares do not rebuild the key of this tender event');
  return toB64(secret);
}

/** Whether a private key is the one of `publicKey` (the published opening's check). */
export async function keyMatches(privateKey: string, publicKey: string): Promise<boolean> {
  await sodium.ready;
  try {
    return toB64(sodium.crypto_scalarmult_base(fromB64(privateKey))) === publicKey;
  } catch {
    return false;
  }
}

/** A key holder's key pair, made in their browser (or the demo seed) once: base64 halves. */
export const newHolderKeyPair = newTenderKeyPair;

/** Whether a base64 text is a 32-byte X25519 public key. */
export async function isHolderKey(publicKey: string): Promise<boolean> {
  await sodium.ready;
  try {
    return fromB64(publicKey).length === sodium.crypto_box_PUBLICKEYBYTES;
  } catch {
    return false;
  }
}

/** Seals a share to its holder's public key: only the holder's private key opens it. */
export async function sealShare(share: string, holderKey: string): Promise<string> {
  await sodium.ready;
  const bytes = fromB64(share);
  const sealed = toB64(sodium.crypto_box_seal(bytes, fromB64(holderKey)));
  sodium.memzero(bytes);
  return sealed;
}

/** The share a sealed share holds, opened with the holder's key pair; throws on any other key. */
export async function openSealedShare(
  sealedShare: string,
  holder: { publicKey: string; privateKey: string },
): Promise<string> {
  await sodium.ready;
  try {
    return toB64(
      sodium.crypto_box_seal_open(
        fromB64(sealedShare),
        fromB64(holder.publicKey),
        fromB64(holder.privateKey),
      ),
    );
  } catch {
    throw new Error('the sealed share does not open with this holder key');
  }
}

/** A key holder as the admin's browser seals to them: their user id and registered public key. */
export interface HolderPublicKey {
  holderId: string;
  publicKey: string;
}

/** One holder's part of an event's set-up: all the server is given of their share. */
export interface SealedShareSetUp {
  holder_id: string;
  /** The holder public key the share is sealed to (their registered one). */
  holder_key: string;
  /** The share sealed (crypto_box_seal) to `holder_key`, base64. */
  sealed_share: string;
  /** sha256 (hex) of the plain share's bytes: the commitment a presented share must match. */
  share_sha256: string;
}

/**
 * What the admin's browser does to make an encrypted tender event: the event's key pair, the
 * private key split `threshold`-of-n at once, each share sealed to its holder's key and committed
 * to, then the private key and the plain shares wiped. Only the public key and the sealed shares
 * leave the browser, so the key is never whole on the server and no share is readable there.
 */
export async function sealedTenderKey(
  holders: readonly HolderPublicKey[],
  threshold: number,
): Promise<{ publicKey: string; shares: SealedShareSetUp[] }> {
  await sodium.ready;
  const pair = sodium.crypto_box_keypair();
  const plain = await split(pair.privateKey, holders.length, threshold);
  sodium.memzero(pair.privateKey);
  const shares: SealedShareSetUp[] = [];
  for (const [i, holder] of holders.entries()) {
    const share = plain[i] as Uint8Array;
    shares.push({
      holder_id: holder.holderId,
      holder_key: holder.publicKey,
      sealed_share: toB64(sodium.crypto_box_seal(share, fromB64(holder.publicKey))),
      share_sha256: await sha256Hex(share),
    });
    sodium.memzero(share);
  }
  return { publicKey: toB64(pair.publicKey), shares };
}

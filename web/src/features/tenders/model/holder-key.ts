/**
 * Issue 30: a key holder's own key pair, made once in their browser. The public half is
 * registered with the server (tender/registerHolderKey) and each tender share is sealed to it at
 * set-up; the private half stays here (this browser's storage) and in the file the holder keeps,
 * so the server, and its operator, can never open a share. The keys and boxes are those of the
 * shared tender cryptography (`@/lib/tender-crypto`), which the admin's browser seals shares with.
 */
import { tenderCrypto } from '@/lib/tender-crypto';

export interface HolderKeyPair {
  publicKey: string;
  privateKey: string;
}

const STORE_PREFIX = 'facet.holderKey.';
export const holderKeyFileName = 'facet-holder-key.json';

export async function createHolderKeyPair(): Promise<HolderKeyPair> {
  return (await tenderCrypto()).newHolderKeyPair();
}

/** Keeps the pair in this browser, found again by its public key (what a sealed share names). */
export function rememberHolderKey(pair: HolderKeyPair): void {
  try {
    localStorage.setItem(STORE_PREFIX + pair.publicKey, pair.privateKey);
  } catch {
    // Storage off (private mode): the holder still has the key file.
  }
}

export function rememberedHolderKey(publicKey: string): HolderKeyPair | null {
  try {
    const privateKey = localStorage.getItem(STORE_PREFIX + publicKey);
    return privateKey ? { publicKey, privateKey } : null;
  } catch {
    return null;
  }
}

export const holderKeyFileText = (pair: HolderKeyPair, userId?: string): string =>
  `${JSON.stringify(
    {
      ...(userId ? { user_id: userId } : {}),
      public_key: pair.publicKey,
      private_key: pair.privateKey,
    },
    null,
    2,
  )}\n`;

/** The pair in a holder key file (the JSON above; the demo seed writes the same); null if none. */
export function holderKeyFromText(text: string): HolderKeyPair | null {
  try {
    const parsed = JSON.parse(text.trim()) as { public_key?: unknown; private_key?: unknown };
    const { public_key: publicKey, private_key: privateKey } = parsed;
    return typeof publicKey === 'string' && typeof privateKey === 'string'
      ? { publicKey, privateKey }
      : null;
  } catch {
    return null;
  }
}

/** The plain share (base64) in a share sealed to `pair`; throws when it is sealed to another key. */
export async function openSealedShare(sealedShare: string, pair: HolderKeyPair): Promise<string> {
  return (await tenderCrypto()).openSealedShare(sealedShare, pair);
}

/**
 * Issue 30: a key holder's own key pair, made once in their browser. The public half is
 * registered with the server (tender/registerHolderKey) and each tender share is sealed to it at
 * set-up; the private half stays here (this browser's storage) and in the file the holder keeps,
 * so the server, and its operator, can never open a share. libsodium's sealed boxes, standard
 * base64, exactly as `event-store/src/tenders/tender-crypto.ts` seals the shares.
 */
export interface HolderKeyPair {
  publicKey: string;
  privateKey: string;
}

const STORE_PREFIX = 'facet.holderKey.';
export const holderKeyFileName = 'facet-holder-key.json';

async function sodiumReady() {
  const { default: sodium } = await import('libsodium-wrappers');
  await sodium.ready;
  return { sodium, b64: sodium.base64_variants.ORIGINAL };
}

export async function createHolderKeyPair(): Promise<HolderKeyPair> {
  const { sodium, b64 } = await sodiumReady();
  const pair = sodium.crypto_box_keypair();
  return {
    publicKey: sodium.to_base64(pair.publicKey, b64),
    privateKey: sodium.to_base64(pair.privateKey, b64),
  };
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
  const { sodium, b64 } = await sodiumReady();
  const share = sodium.crypto_box_seal_open(
    sodium.from_base64(sealedShare, b64),
    sodium.from_base64(pair.publicKey, b64),
    sodium.from_base64(pair.privateKey, b64),
  );
  return sodium.to_base64(share, b64);
}

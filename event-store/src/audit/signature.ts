import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { AuditPublicKey } from '@facet/event-schemas';
import { canonicalJson } from '../hash/canonical-json.js';

/**
 * Ed25519 signatures over the canonical JSON of a payload (checkpoints, export manifests, bid
 * receipts): the same bytes on every machine, so a verifier needs only the payload, the signature
 * and the public key. Ed25519 signatures are deterministic: signing again gives the same one.
 */
export interface SigningKey {
  privateKey: KeyObject;
  publicKey: AuditPublicKey;
}

// SPKI DER of an Ed25519 key is this 12-byte prefix followed by the raw 32-byte key.
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function describePublicKey(key: KeyObject): AuditPublicKey {
  const der = key.export({ format: 'der', type: 'spki' });
  const raw = der.subarray(SPKI_PREFIX.length);
  return {
    algorithm: 'Ed25519',
    keyId: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    publicKey: raw.toString('base64'),
    publicKeyPem: key.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/** A signing key from a PKCS#8 PEM (the operator's configured key). */
export function signingKeyFromPem(pem: string): SigningKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new TypeError('The audit key must be Ed25519');
  return { privateKey, publicKey: describePublicKey(createPublicKey(privateKey)) };
}

/** A new key, and its PKCS#8 PEM to keep. */
export function generateSigningKey(): { key: SigningKey; pem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return { key: { privateKey, publicKey: describePublicKey(publicKey) }, pem };
}

/** The public key a verifier holds, from the raw base64 form a well-known route or an export gives. */
export const publicKeyFromBase64 = (raw: string): KeyObject =>
  createPublicKey({
    key: Buffer.concat([SPKI_PREFIX, Buffer.from(raw, 'base64')]),
    format: 'der',
    type: 'spki',
  });

export const signPayload = (key: SigningKey, payload: unknown): string =>
  sign(null, Buffer.from(canonicalJson(payload)), key.privateKey).toString('base64');

/**
 * The same signature as `signPayload`, computed on libuv's thread pool: on the bid path a
 * receipt's signing (about 50 µs of CPU here) then costs the event loop a few microseconds.
 */
export const signPayloadAsync = (key: SigningKey, payload: unknown): Promise<string> =>
  new Promise((resolve, reject) =>
    sign(null, Buffer.from(canonicalJson(payload)), key.privateKey, (err, signature) =>
      err ? reject(err) : resolve(signature.toString('base64')),
    ),
  );

export function verifyPayload(publicKey: KeyObject, payload: unknown, signature: string): boolean {
  try {
    return verify(
      null,
      Buffer.from(canonicalJson(payload)),
      publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** SHA-256 hex of a payload's canonical JSON: how a checkpoint names the one before it. */
export const payloadDigest = (payload: unknown): string =>
  createHash('sha256').update(canonicalJson(payload)).digest('hex');

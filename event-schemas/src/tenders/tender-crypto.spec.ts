import { describe, expect, it } from 'vitest';
import {
  ciphertextSha256,
  combineShares,
  isHolderKey,
  keyMatches,
  looksSealed,
  newHolderKeyPair,
  newTenderKeyPair,
  openSealedShare,
  openTender,
  sealedTenderKey,
  sealShare,
  sealTender,
  shareCommitment,
  splitPrivateKey,
  type TenderKeyPair as HolderKeyPair,
} from './tender-crypto.js';

describe('An encrypted tender (libsodium sealed box, Shamir shares)', () => {
  it('opens with the event key to the amount in cents, and not with another key', async () => {
    const keys = await newTenderKeyPair();
    const other = await newTenderKeyPair();
    const box = await sealTender(123_450, keys.publicKey);
    expect(await looksSealed(box)).toBe(true);
    expect(box).not.toContain('123450');
    expect(await openTender(box, keys)).toBe(123_450);
    await expect(openTender(box, other)).rejects.toThrow(/does not open with the event key/);
  });

  it('seals the same amount differently each time (an ephemeral key per box)', async () => {
    const { publicKey } = await newTenderKeyPair();
    expect(await sealTender(500, publicKey)).not.toBe(await sealTender(500, publicKey));
  });

  it('reports an altered ciphertext, whose hash no longer matches either', async () => {
    const keys = await newTenderKeyPair();
    const box = await sealTender(99_900, keys.publicKey);
    const bytes = Buffer.from(box, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const altered = bytes.toString('base64');
    expect(await ciphertextSha256(altered)).not.toBe(await ciphertextSha256(box));
    await expect(openTender(altered, keys)).rejects.toThrow(/altered or not sealed/);
  });

  it('rebuilds the private key from any 2 of 3 shares, never from one, and refuses a foreign share', async () => {
    const keys = await newTenderKeyPair();
    const [a, b, c] = await splitPrivateKey(keys.privateKey, 3, 2);
    for (const pair of [
      [a, b],
      [b, c],
      [a, c],
    ])
      expect(await combineShares(pair as string[], keys.publicKey)).toBe(keys.privateKey);
    const foreign = (await splitPrivateKey((await newTenderKeyPair()).privateKey, 3, 2))[0];
    await expect(combineShares([a as string, foreign as string], keys.publicKey)).rejects.toThrow(
      /do not rebuild the key/,
    );
    expect(await keyMatches(keys.privateKey, keys.publicKey)).toBe(true);
  });

  it('commits to a share by the sha256 of its bytes', async () => {
    const [share] = await splitPrivateKey((await newTenderKeyPair()).privateKey, 2, 2);
    expect(await shareCommitment(share as string)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('A share sealed to its holder (issue 30)', () => {
  it('opens with the holder key pair only, to the very share', async () => {
    const [share] = await splitPrivateKey((await newTenderKeyPair()).privateKey, 3, 2);
    const holder = await newHolderKeyPair();
    const other = await newHolderKeyPair();
    expect(await isHolderKey(holder.publicKey)).toBe(true);
    expect(await isHolderKey('c2hvcnQ=')).toBe(false);
    const sealed = await sealShare(share as string, holder.publicKey);
    expect(sealed).not.toContain(share);
    expect(await openSealedShare(sealed, holder)).toBe(share);
    await expect(openSealedShare(sealed, other)).rejects.toThrow(/does not open/);
  });
});

describe("The event key made in the admin's browser (issue 30, sealedTenderKey)", () => {
  it('gives each holder a share only they open, committed to, any 2 of 3 rebuilding the key of the public key', async () => {
    const holders = [await newHolderKeyPair(), await newHolderKeyPair(), await newHolderKeyPair()];
    const made = await sealedTenderKey(
      holders.map((pair, i) => ({ holderId: `h${i}`, publicKey: pair.publicKey })),
      2,
    );
    expect(made.shares.map((s) => [s.holder_id, s.holder_key])).toEqual(
      holders.map((pair, i) => [`h${i}`, pair.publicKey]),
    );
    const opened = await Promise.all(
      made.shares.map((s, i) => openSealedShare(s.sealed_share, holders[i] as HolderKeyPair)),
    );
    for (const [i, share] of opened.entries())
      expect(await shareCommitment(share)).toBe(made.shares[i]?.share_sha256);
    await expect(
      openSealedShare(made.shares[0]?.sealed_share as string, holders[1] as HolderKeyPair),
    ).rejects.toThrow(/does not open/);
    const key = await combineShares([opened[2], opened[0]] as string[], made.publicKey);
    expect(await keyMatches(key, made.publicKey)).toBe(true);
    await expect(combineShares([opened[1]] as string[], made.publicKey)).rejects.toThrow();
  });
});

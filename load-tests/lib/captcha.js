// The registration captcha, solved as the browser's page solves it: the server's self-hosted
// ALTCHA proof-of-work (api/src/captcha). The counter whose SHA-256 of salt + nonce + counter
// (big-endian uint32) starts with the challenge's key prefix is the answer; the server asks at
// most 20,000 hashes, a fraction of a second here.
import crypto from 'k6/crypto';
import encoding from 'k6/encoding';

export function solvedCaptcha(challenge) {
  const { salt, nonce, keyPrefix, cost = 1 } = challenge.parameters;
  if (cost !== 1 || challenge.parameters.algorithm !== 'SHA-256')
    throw new Error(
      `captcha: only SHA-256 with cost 1 is solved here, not ${JSON.stringify(challenge.parameters)}`,
    );
  const head = [...hexBytes(salt), ...hexBytes(nonce)];
  const input = new Uint8Array(head.length + 4);
  input.set(head, 0);
  const view = new DataView(input.buffer);
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter <= 0xffffffff; counter += 1) {
    view.setUint32(head.length, counter, false);
    const derivedKey = crypto.sha256(input.buffer, 'hex');
    if (derivedKey.startsWith(prefix))
      return encoding.b64encode(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
  }
  throw new Error('captcha: no counter found');
}

function hexBytes(hex) {
  const out = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Solves the server's ALTCHA challenge in the browser (WebCrypto): the payload the form sends. */
export async function solveProofOfWork(
  challenge: unknown,
  signal: AbortSignal,
): Promise<string | null> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    controller,
  });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}

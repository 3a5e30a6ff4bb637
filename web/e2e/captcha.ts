import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { api } from './browser';

/**
 * The captcha answer `user/register` and `user/submitContactUs` need when a test calls them
 * directly: the server's proof of work, solved as the page solves it (the page does it itself).
 */
export async function solvedCaptcha(base?: string): Promise<string> {
  const answer = await api('captcha/challenge', {}, undefined, base);
  const challenge = answer.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

type Post = (path: string, body: unknown) => Promise<{ body: any }>;

/**
 * The captcha answer a client sends with `user/register` or `user/submitContactUs`: the server's
 * proof-of-work challenge, solved here as the browser's page solves it.
 */
export async function solvedCaptcha(post: Post): Promise<string> {
  const answer = (await post('captcha/challenge', {})).body.data.responseData;
  const challenge = answer.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Secrets are made here, outside the pure domain; only their SHA-256 reaches the log. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const newLinkSecret = (): string => randomBytes(32).toString('base64url');
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Link tokens name their user: `<userId>.<secret>`. */
export const linkToken = (userId: string, secret: string): string => `${userId}.${secret}`;
export function splitLinkToken(token: string): { userId: string; secret: string } | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || dot === token.length - 1) return undefined;
  return { userId: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/**
 * The explorer shows stored events as they are, except secrets: a field whose name looks like a
 * password hash, a token, a secret, a one-time code or a card number is shown as '[redacted]' and
 * its path listed. The event's hash covers the originals, so the chain check is unaffected.
 */
const SECRET_NAME =
  /pass(word|wd)|secret|token|^(code|otp|pin|cvv|cvc|pan)$|code_?hash|(verif\w*|reset|otp|auth|access|security|one_?time)_?code|card_?(number|num|no)$/i;

export const REDACTED = '[redacted]';

export const looksSecret = (name: string): boolean => SECRET_NAME.test(name);

export function redactSecrets(
  value: unknown,
  path: string,
): { value: unknown; redacted: string[] } {
  const redacted: string[] = [];
  const walk = (v: unknown, at: string): unknown => {
    if (Array.isArray(v)) return v.map((item, i) => walk(item, `${at}[${i}]`));
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, inner]) => {
        const here = `${at}.${k}`;
        if (looksSecret(k) && inner !== null && inner !== undefined) {
          redacted.push(here);
          return [k, REDACTED];
        }
        return [k, walk(inner, here)];
      }),
    );
  };
  return { value: walk(value, path), redacted };
}

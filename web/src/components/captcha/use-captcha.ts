import { useCallback, useRef, useState } from 'react';

/** undefined while the page is still solving; then the answer, or null (failed, expired). */
export type CaptchaAnswer = string | null | undefined;

const WAIT_MS = 10_000;

/**
 * A form's captcha answer. A quick submit waits for the page's proof of work (`answer()`); the
 * server takes a solution once, so after a submit `renew` remounts the field (keyed on `round`)
 * and a fresh challenge is solved.
 */
export function useCaptcha() {
  const current = useRef<CaptchaAnswer>(undefined);
  const waiting = useRef<((a: string | null) => void)[]>([]);
  const [round, setRound] = useState(0);
  const set = useCallback((a: CaptchaAnswer) => {
    current.current = a;
    if (a === undefined) return;
    waiting.current.splice(0).forEach((resolve) => resolve(a));
  }, []);
  const answer = useCallback(
    (): Promise<string | null> =>
      current.current !== undefined
        ? Promise.resolve(current.current)
        : new Promise((resolve) => {
            waiting.current.push(resolve);
            setTimeout(() => resolve(current.current ?? null), WAIT_MS);
          }),
    [],
  );
  const renew = useCallback(() => setRound((n) => n + 1), []);
  return { answer, set, round, renew };
}

import { useEffect, useState } from 'react';

/** Seconds before another code may be asked for (the server limits sends as well). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** A countdown started by each send: `left` seconds until resend is allowed again. */
export function useResendCooldown(seconds = RESEND_COOLDOWN_SECONDS) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    left,
    start: () => {
      const t = Date.now();
      setNow(t);
      setUntil(t + seconds * 1000);
    },
  };
}

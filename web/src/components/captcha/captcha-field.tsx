import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/lib/api-client';
import type { CaptchaAnswer } from './use-captcha';

// A challenge lives 10 minutes on the server: a page left open solves a fresh one before that.
const RESOLVE_MS = 9 * 60_000;

type State = 'solving' | 'verified' | 'failed' | 'widget';

/**
 * The captcha of the registration and contact forms. The default is a proof of work the page
 * solves by itself (no puzzle for the user); with a provider configured, its widget is drawn.
 * `onChange` gets the answer to send, or null while there is none (error, expiry).
 */
export function CaptchaField({ onChange }: { onChange: (answer: CaptchaAnswer) => void }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<State>('solving');
  const [round, setRound] = useState(0);
  const widget = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    report.current(undefined);
    setState('solving');
    (async () => {
      const c = await apiCall('captcha/challenge', {}, { signal: abort.signal, noAlert: true });
      if (c.kind !== 'proof-of-work') {
        // The provider's widget answers through its callbacks; a submit before it sends none.
        report.current(null);
        setState('widget');
        const { drawProviderWidget } = await import('./provider-widget');
        if (widget.current && c.site_key)
          await drawProviderWidget(c.kind, widget.current, c.site_key, (token) =>
            report.current(token),
          );
        return;
      }
      const { solveProofOfWork } = await import('./solve-proof-of-work');
      const answer = await solveProofOfWork(c.challenge, abort.signal);
      if (abort.signal.aborted) return;
      report.current(answer);
      setState(answer ? 'verified' : 'failed');
      timer = setTimeout(() => setRound((n) => n + 1), RESOLVE_MS);
    })().catch(() => {
      if (abort.signal.aborted) return;
      report.current(null);
      setState('failed');
    });
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [round]);

  return (
    <Group gap="xs" data-testid="captcha" data-state={state}>
      {state === 'widget' ? (
        <div ref={widget} />
      ) : (
        <>
          {state === 'solving' && <Loader size="xs" />}
          <Text size="sm" c={state === 'failed' ? 'red' : 'dimmed'}>
            {t(`captcha.${state}`)}
          </Text>
        </>
      )}
    </Group>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendCooldown } from '../model/resend-cooldown';
import { OtpInput } from './otp-input';
import { Hint } from '@/components/hint';

/**
 * Send a code, type (or paste) it: the code goes to the server as soon as six digits are in;
 * "Resend" waits out a cooldown so a buyer cannot flood their own inbox or phone.
 */
export function CodeVerification(props: {
  name: 'phone' | 'email';
  canSend: boolean;
  send: () => Promise<unknown>;
  verify: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('account');
  const cooldown = useResendCooldown();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const send = () => {
    setBusy(true);
    props
      .send()
      .then(() => {
        setSent(true);
        cooldown.start();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const verify = (code: string) => {
    setBusy(true);
    setFailed(false);
    props
      .verify(code)
      .catch(() => {
        setFailed(true);
        setAttempt((n) => n + 1); // A wrong code empties the boxes for the next try.
      })
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs" data-testid={`${props.name}-code`}>
      <Group>
        <Button
          onClick={send}
          loading={busy && !sent}
          disabled={!props.canSend || cooldown.left > 0}
        >
          {sent ? t('identity.resend') : t('identity.sendCode')}
        </Button>
        {cooldown.left > 0 && (
          <Hint testId="resend-cooldown">{t('identity.resendIn', { seconds: cooldown.left })}</Hint>
        )}
      </Group>
      {sent && (
        <>
          <Text size="sm">{t(`identity.${props.name}Sent`)}</Text>
          <OtpInput
            key={attempt}
            label={t('identity.code')}
            disabled={busy}
            error={failed}
            onComplete={verify}
          />
        </>
      )}
    </Stack>
  );
}

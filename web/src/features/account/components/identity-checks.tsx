import type { PublicUser } from '@facet/event-schemas';
import { Alert, Badge, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useRunKycCheck,
  useSendEmailCode,
  useSendPhoneCode,
  useVerifyEmailCode,
  useVerifyPhoneCode,
} from '../api/identity-checks';
import { CodeVerification } from './code-verification';

const KYC_COLOR = { clear: 'green', consider: 'yellow', rejected: 'red' } as const;

/** The account's identity tab: the identity check (KYC), the phone code and the e-mail code. */
export function IdentityChecks({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const kyc = useRunKycCheck();
  const sendPhone = useSendPhoneCode();
  const verifyPhone = useVerifyPhoneCode();
  const sendEmail = useSendEmailCode();
  const verifyEmail = useVerifyEmailCode();
  const [phone, setPhone] = useState(user.phone ?? '');
  // The check's answer names its outcome; before one this session, a verified account reads clear.
  const outcome = kyc.data?.outcome ?? (user.account_verified ? 'clear' : undefined);
  return (
    <Stack gap="lg" data-testid="identity-checks">
      <Stack gap="xs">
        <Title order={2}>{t('identity.kycTitle')}</Title>
        <Text c="dimmed">{t('identity.kycIntro')}</Text>
        <Group>
          {outcome && (
            <Badge color={KYC_COLOR[outcome]} data-testid="kyc-outcome">
              {t(`identity.kyc.${outcome}`)}
            </Badge>
          )}
          {kyc.data?.sandbox && <Badge variant="outline">{t('identity.sandbox')}</Badge>}
          <Button
            onClick={() => kyc.mutate()}
            loading={kyc.isPending}
            disabled={outcome === 'clear'}
          >
            {t('identity.runKyc')}
          </Button>
        </Group>
        {outcome === 'rejected' && <Alert color="red">{t('identity.kycRejected')}</Alert>}
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={2}>{t('identity.phoneTitle')}</Title>
        {user.phone_verified ? (
          <Badge color="green">{t('identity.phoneVerified')}</Badge>
        ) : (
          <>
            <TextInput
              label={t('identity.phone')}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
            />
            <CodeVerification
              name="phone"
              canSend={phone.trim().length >= 4}
              send={() => sendPhone.mutateAsync(phone.trim())}
              verify={(code) => verifyPhone.mutateAsync(code)}
            />
          </>
        )}
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={2}>{t('identity.emailTitle')}</Title>
        {user.email_verified ? (
          <Badge color="green">{t('profile.verified')}</Badge>
        ) : (
          <CodeVerification
            name="email"
            canSend
            send={() => sendEmail.mutateAsync(user.email)}
            verify={(code) => verifyEmail.mutateAsync({ email: user.email, code })}
          />
        )}
      </Stack>
    </Stack>
  );
}

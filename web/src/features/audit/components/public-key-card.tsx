import { Alert, Card, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuditPublicKey } from '../api/audit-public-key';
import { HashText } from './hash-text';
import { Hint } from '@/components/hint';

/** The key every checkpoint, export and receipt is signed with, and how to check them offline. */
export function PublicKeyCard() {
  const { t } = useTranslation('audit');
  const key = useAuditPublicKey();
  return (
    <Card withBorder data-testid="audit-key">
      <Stack>
        <Title order={3}>{t('key.title')}</Title>
        {key.isPending ? (
          <Skeleton h={80} />
        ) : key.isError ? (
          <Alert color="red">{t('key.unavailable')}</Alert>
        ) : (
          <>
            <Group gap="xl">
              <Stack gap={0}>
                <Hint size="xs">{t('key.algorithm')}</Hint>
                <Text>{key.data.algorithm}</Text>
              </Stack>
              <Stack gap={0}>
                <Hint size="xs">{t('key.keyId')}</Hint>
                <Code data-testid="audit-key-id" dir="ltr">
                  {key.data.keyId}
                </Code>
              </Stack>
              <Stack gap={0}>
                <Hint size="xs">{t('key.publicKey')}</Hint>
                <HashText value={key.data.publicKey} />
              </Stack>
            </Group>
            <Hint size="xs">{t('key.pem')}</Hint>
            <Code block dir="ltr">
              {key.data.publicKeyPem}
            </Code>
          </>
        )}
        <Title order={4}>{t('key.howTitle')}</Title>
        <Text size="sm">{t('key.how')}</Text>
        <Code block dir="ltr" data-testid="verify-command">
          {t('key.command')}
        </Code>
        <Hint>{t('key.compare')}</Hint>
      </Stack>
    </Card>
  );
}

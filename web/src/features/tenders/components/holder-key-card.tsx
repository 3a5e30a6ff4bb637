import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint';
import { useCreateHolderKey, useMyHolderKey } from '../api/holder-key';
import { holderKeyFileName, holderKeyFileText, rememberedHolderKey } from '../model/holder-key';
import { downloadText } from '../model/share-file';

/**
 * Issue 30: on /tenders, a future key holder makes their holder key once, in this browser. The
 * private half is kept here and downloaded as a file; only the public half is registered, so
 * the shares sealed to it at set-up open nowhere but with the holder.
 */
export function HolderKeyCard() {
  const { t } = useTranslation('tenders');
  const mine = useMyHolderKey();
  const create = useCreateHolderKey();
  const key = mine.data?.public_key ?? null;
  return (
    <Paper withBorder p="md" data-testid="holder-key-card">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('holderKey.title')}
        </Title>
        <Hint>{t('holderKey.hint')}</Hint>
        {mine.data && (
          <Text size="sm" data-testid="holder-key-state" data-registered={key ? 'true' : 'false'}>
            {key
              ? t('holderKey.registered', { fingerprint: key.slice(0, 8) })
              : t('holderKey.none')}
            {key && !rememberedHolderKey(key) && ` ${t('holderKey.notHere')}`}
          </Text>
        )}
        <Button
          w="fit-content"
          variant={key ? 'default' : 'filled'}
          loading={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (pair) => downloadText(holderKeyFileName, holderKeyFileText(pair)),
            })
          }
          data-testid="holder-key-create"
        >
          {key ? t('holderKey.replace') : t('holderKey.create')}
        </Button>
        {create.isSuccess && (
          <Text size="sm" c="green" data-testid="holder-key-created">
            {t('holderKey.created', { file: holderKeyFileName })}
          </Text>
        )}
        {create.isError && <Alert color="red">{create.error.message}</Alert>}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, FileInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint';
import { HolderKeyProblem, useCollectShare } from '../api/collect-share';
import { holderKeyFromText } from '../model/holder-key';
import { downloadText, shareFileName, shareFileText } from '../model/share-file';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Issue 30: a key holder collects their share, sealed to their holder key; this browser opens it
 * with the key it keeps, or the key file they choose, and saves the plain share as a file.
 */
export function CollectShareCard({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('tenders');
  const collect = useCollectShare();
  const [unreadable, setUnreadable] = useState(false);
  const save = {
    onSuccess: (share: Parameters<typeof shareFileText>[0]) =>
      downloadText(shareFileName(auctionId), shareFileText(share)),
  };
  const keyProblem = collect.error instanceof HolderKeyProblem ? collect.error.kind : null;
  const openWithKeyFile = (text: string) => {
    const pair = holderKeyFromText(text);
    setUnreadable(!pair);
    if (pair) collect.mutate({ auctionId, pair }, save);
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text fw={600}>{t('holder.collectTitle')}</Text>
        <Hint>{t('holder.collectHint')}</Hint>
        <Button
          w="fit-content"
          loading={collect.isPending}
          onClick={() => collect.mutate({ auctionId }, save)}
          data-testid="tender-collect"
        >
          {t('holder.collect')}
        </Button>
        {collect.isSuccess && (
          <Text size="sm" c="green" data-testid="tender-collected">
            {t('holder.collected', { file: shareFileName(auctionId) })}
          </Text>
        )}
        {keyProblem && (
          <>
            <Alert color="orange" data-testid="tender-collect-key">
              {t(`holder.${keyProblem}`)}
            </Alert>
            <FileInput
              label={t('holder.keyFile')}
              accept=".json,application/json"
              onChange={(file) => {
                if (file) void file.text().then(openWithKeyFile);
              }}
              data-testid="tender-holder-key-file"
            />
          </>
        )}
        {unreadable && (
          <Alert color="red" data-testid="tender-holder-key-unreadable">
            {t('holder.unreadableKeyFile')}
          </Alert>
        )}
        {collect.isError && !keyProblem && (
          <Alert color="red" data-testid="tender-collect-error">
            {messageOf(collect.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePresentShare } from '../api/present-share';
import { useTenderEvent } from '../api/tender-key';
import { shareFromText } from '../model/share-file';
import { CollectShareCard } from './collect-share-card';
import { Hint } from '@/components/hint';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Issue 30: a key holder's part in one tender event. They collect their share, sealed to their
 * holder key and opened in their browser, as a file, and after the close present it, uploaded or pasted; the
 * server's answer is shown as it is: how many more are needed, a refusal, or the opening.
 */
export function KeyHolderPanel({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('tenders');
  const event = useTenderEvent(auctionId);
  const present = usePresentShare(auctionId);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (event.isError)
    return (
      <Alert color="red" data-testid="tender-event-missing">
        {messageOf(event.error)}
      </Alert>
    );
  const key = event.data;
  const sendShare = (text: string) => {
    const share = shareFromText(text);
    setProblem(null);
    if (!share) return setProblem(t('holder.unreadableFile'));
    present.reset();
    present.mutate(share, { onError: (e) => setProblem(messageOf(e)) });
  };
  const answer = present.data;
  return (
    <Stack gap="md" data-testid="key-holder-panel">
      <Title order={2}>{t('holder.title')}</Title>
      {key && (
        <Text size="sm" data-testid="tender-status">
          {key.waiting_for ??
            t(`status.${key.status}`, { threshold: key.threshold, holders: key.holders })}
        </Text>
      )}
      <CollectShareCard auctionId={auctionId} />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600}>{t('holder.presentTitle')}</Text>
          <Hint>{t('holder.presentHint')}</Hint>
          <FileInput
            label={t('holder.file')}
            accept=".json,.txt,application/json,text/plain"
            onChange={(file) => {
              if (file) void file.text().then(sendShare);
            }}
            data-testid="tender-share-file"
          />
          <Textarea
            label={t('holder.paste')}
            value={pasted}
            onChange={(e) => setPasted(e.currentTarget.value)}
            autosize
            minRows={2}
            data-testid="tender-share-text"
          />
          <Button
            w="fit-content"
            loading={present.isPending}
            disabled={!pasted.trim()}
            onClick={() => sendShare(pasted)}
            data-testid="tender-present"
          >
            {t('holder.present')}
          </Button>
          {problem && (
            <Alert color="red" data-testid="tender-present-error">
              {problem}
            </Alert>
          )}
          {answer && (
            <Alert color={answer.opened ? 'green' : 'blue'} data-testid="tender-present-answer">
              {answer.opened ? (
                <Anchor component={Link} to={`/tenders/${auctionId}/opening`}>
                  {t('holder.opened')}
                </Anchor>
              ) : (
                t('holder.needed', {
                  more: answer.needed,
                  presented: answer.presented,
                  threshold: answer.threshold,
                })
              )}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

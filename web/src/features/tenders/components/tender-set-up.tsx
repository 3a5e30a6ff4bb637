import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { useSetUpTender } from '../api/set-up-tender';
import { useTenderEvent } from '../api/tender-key';
import { Hint } from '@/components/hint';

/**
 * Issue 30: on the admin's auction screen, 'Make this an encrypted tender': the key holders (user
 * ids; the admin is one by default) and how many of them must present a share to open it.
 */
export function TenderSetUp({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('tenders');
  const { user } = useSession();
  const event = useTenderEvent(auctionId);
  const setUp = useSetUpTender(auctionId);
  const [holdersText, setHoldersText] = useState(user?.id ?? '');
  // Ids separated by commas, spaces or lines; each named once.
  const holders = [...new Set(holdersText.split(/[\s,]+/).filter(Boolean))];
  const [threshold, setThreshold] = useState<number>(2);
  const holdersLink = (
    <Group gap="md">
      <Anchor component={Link} to={`/tenders/${auctionId}`} data-testid="tender-holders-link">
        {t('setUp.holdersLink')}
      </Anchor>
      <Anchor component={Link} to="/tenders" data-testid="tender-events-link">
        {t('mine.all')}
      </Anchor>
    </Group>
  );
  if (event.data)
    return (
      <Paper withBorder p="md" data-testid="tender-set-up">
        <Stack gap="xs">
          <Text data-testid="tender-set-up-done">
            {t('setUp.done', { threshold: event.data.threshold, holders: event.data.holders })}
          </Text>
          {holdersLink}
        </Stack>
      </Paper>
    );
  const tooFew = holders.length < 2 || threshold < 2 || threshold > holders.length;
  return (
    <Paper withBorder p="md" data-testid="tender-set-up">
      <Stack gap="xs">
        <Title order={3}>{t('setUp.title')}</Title>
        <Hint>{t('setUp.hint')}</Hint>
        <TextInput
          label={t('setUp.holders')}
          description={t('setUp.holdersHint')}
          value={holdersText}
          onChange={(e) => setHoldersText(e.currentTarget.value)}
          data-testid="tender-holders"
        />
        <NumberInput
          label={t('setUp.threshold')}
          min={2}
          max={9}
          allowDecimal={false}
          value={threshold}
          onChange={(v) => setThreshold(typeof v === 'number' ? v : Number(v) || 0)}
          data-testid="tender-threshold"
        />
        {tooFew && (
          <Text size="sm" c="red">
            {t('setUp.invalid')}
          </Text>
        )}
        <Button
          w="fit-content"
          disabled={tooFew}
          loading={setUp.isPending}
          onClick={() => setUp.mutate({ holders, threshold })}
          data-testid="tender-set-up-submit"
        >
          {t('setUp.submit')}
        </Button>
        {setUp.isSuccess && (
          <Alert color="green">
            {t('setUp.done', {
              threshold: setUp.data.threshold,
              holders: setUp.data.holders.length,
            })}{' '}
            {holdersLink}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import type { ChainCheckAnswer } from '@facet/event-schemas';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint';

/** 'Chain intact: N events', or the first event that breaks the chain and why. */
export function ChainCheckResult({ answer }: { answer: ChainCheckAnswer }) {
  const { t } = useTranslation('audit');
  if (answer.ok)
    return (
      <Alert color="teal" data-testid="chain-result" data-ok="true">
        <Text fw={600}>{t('verify.intact', { count: answer.checked })}</Text>
        <Text size="xs" c="dimmed" dir="ltr">
          {answer.stream}
        </Text>
      </Alert>
    );
  return (
    <Alert color="red" data-testid="chain-result" data-ok="false">
      <Stack gap={4}>
        <Text fw={600}>{t('verify.broken', { revision: answer.brokenAt ?? '?' })}</Text>
        {answer.brokenEventId && (
          <Text size="sm" ff="monospace" data-testid="chain-broken-event">
            {t('verify.brokenEvent', { id: answer.brokenEventId })}
          </Text>
        )}
        <Text size="sm" data-testid="chain-reason">
          {answer.reason ?? t('verify.noReason')}
        </Text>
        <Hint size="xs">
          {t('verify.checkedBefore', { checked: answer.checked })} {answer.stream}
        </Hint>
      </Stack>
    </Alert>
  );
}

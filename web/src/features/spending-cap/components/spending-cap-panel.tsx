import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { formatMoney, isolate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useSetSpendingCap, useSpendingCap } from '../api/spending-cap';
import { Hint } from '@/components/hint';

/** Dollars as the money fields take them: digits and at most two decimals (blank: none). */
const MONEY = /^\d+(\.\d{1,2})?$/;

/**
 * On the auction page, for a signed-in buyer (issue 30): their cap on the total they will win in
 * this auction, what they lead or have won here, and a field to set, change or remove the cap.
 */
export function SpendingCapPanel({ auctionId }: { auctionId: string }) {
  const { t } = useTranslation('spendingcap');
  const { token } = useSession();
  const current = useSpendingCap(auctionId, Boolean(token));
  const save = useSetSpendingCap(auctionId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!token) return null;
  const cap = current.data?.cap ?? null;
  const submit = (value: string | null) => {
    if (value !== null && !MONEY.test(value.trim())) return setError(t('invalid'));
    setError(null);
    save.mutate(value === null ? null : value.trim(), { onSuccess: () => setText('') });
  };
  return (
    <Card withBorder maw={480} data-testid="spending-cap">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <Hint>{t('hint')}</Hint>
        {current.data?.company && (
          <Text size="sm" data-testid="spending-cap-company">
            {t('company', { company: isolate(current.data.company) })}
          </Text>
        )}
        {current.data && (
          <>
            <Text data-testid="spending-cap-current">
              {cap === null ? t('none') : t('current', { amount: isolate(formatMoney(cap)) })}
            </Text>
            <Text size="sm" data-testid="spending-cap-winning">
              {t('winning', { amount: isolate(formatMoney(current.data.winning)) })}
            </Text>
          </>
        )}
        <MoneyInput
          label={t('label')}
          value={text}
          error={error}
          data-testid="spending-cap-input"
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group gap="sm">
          <Button
            loading={save.isPending}
            disabled={text.trim() === ''}
            onClick={() => submit(text)}
            data-testid="spending-cap-save"
          >
            {t('save')}
          </Button>
          {cap !== null && (
            <Button
              variant="default"
              loading={save.isPending}
              onClick={() => submit(null)}
              data-testid="spending-cap-remove"
            >
              {t('remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

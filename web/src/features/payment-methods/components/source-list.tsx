import type { PaymentSourceRecord } from '@facet/event-schemas';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteSource } from '../api/delete-source';
import { useSources } from '../api/list-sources';
import { useMakeDefault } from '../api/make-default';
import { VerifyBankForm } from './verify-bank-form';
import { Hint } from '@/components/hint';

/** The caller's cards or bank accounts: make one the default, delete, verify a new bank account. */
export function SourceList({ kind }: { kind: 'card' | 'bank_account' }) {
  const { t } = useTranslation('paymentmethods');
  const sources = useSources(kind);
  if (sources.isPending) return <Loader size="sm" />;
  if (sources.isError)
    return (
      <Alert color="red" data-testid="sources-error">
        {t('unableToFetch')}
      </Alert>
    );
  if (sources.data.data.length === 0)
    return (
      <Text c="dimmed" data-testid="sources-empty">
        {kind === 'card' ? t('noCards') : t('noBanks')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="sources">
      {sources.data.data.map((s) => (
        <SourceRow key={s.id} source={s} />
      ))}
    </Stack>
  );
}

function SourceRow({ source: s }: { source: PaymentSourceRecord }) {
  const { t } = useTranslation('paymentmethods');
  const remove = useDeleteSource();
  const makeDefault = useMakeDefault();
  const label = s.object === 'card' ? (s.brand ?? t('card')) : (s.bank_name ?? t('bank'));
  return (
    <Paper withBorder p="sm" data-testid={`source-${s.last4}`}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>{label}</Text>
          <Text>•••• {s.last4}</Text>
          {s.exp_month && s.exp_year && (
            <Hint>
              {t('expires', { month: String(s.exp_month).padStart(2, '0'), year: s.exp_year })}
            </Hint>
          )}
          {s.object === 'bank_account' && (
            <Badge color={s.status === 'verified' ? 'teal' : 'yellow'} data-testid="bank-status">
              {s.status === 'verified' ? t('verified') : t('unverified')}
            </Badge>
          )}
          {s.is_default && <Badge data-testid="source-default">{t('default')}</Badge>}
        </Group>
        <Group gap="xs">
          {!s.is_default && (
            <Button
              size="xs"
              variant="light"
              loading={makeDefault.isPending}
              onClick={() => makeDefault.mutate(s.id)}
            >
              {t('makeDefault')}
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            variant="subtle"
            loading={remove.isPending}
            onClick={() => remove.mutate(s.id)}
          >
            {t('delete')}
          </Button>
        </Group>
      </Group>
      {s.object === 'bank_account' && s.status !== 'verified' && <VerifyBankForm sourceId={s.id} />}
    </Paper>
  );
}

import { Alert, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useTrialBalance } from '../api/audit-trial-balance';
import { Hint } from '@/components/hint';

/** The trial balance: every entry folded from the log; balanced or not, and each account. */
export function TrialBalanceCard() {
  const { t } = useTranslation('audit');
  const trial = useTrialBalance();
  return (
    <Card withBorder data-testid="trial-balance">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('money.trial.title')}</Title>
          {trial.data && (
            <Badge
              color={trial.data.balanced ? 'teal' : 'red'}
              data-testid="trial-balance-status"
              data-balanced={trial.data.balanced}
            >
              {trial.data.balanced ? t('money.trial.balanced') : t('money.trial.unbalanced')}
            </Badge>
          )}
        </Group>
        {trial.isPending ? (
          <Skeleton h={80} />
        ) : trial.isError ? (
          <Alert color="red">{t('money.trial.unavailable')}</Alert>
        ) : (
          <>
            <Group gap="xl">
              {(
                [
                  ['entries', String(trial.data.entries)],
                  ['debits', formatMoney(trial.data.debits)],
                  ['credits', formatMoney(trial.data.credits)],
                ] as const
              ).map(([label, value]) => (
                <Stack gap={0} key={label}>
                  <Hint size="xs">{t(`money.trial.${label}`)}</Hint>
                  <Text data-testid={`trial-${label}`}>
                    <bdi>{value}</bdi>
                  </Text>
                </Stack>
              ))}
            </Group>
            {[...trial.data.unbalanced, ...trial.data.repeated_keys].length > 0 && (
              <Alert color="red" data-testid="trial-problems">
                {t('money.trial.problems', {
                  entries: [...trial.data.unbalanced, ...trial.data.repeated_keys].join(', '),
                })}
              </Alert>
            )}
            <Table striped withTableBorder data-testid="trial-accounts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('money.trial.account')}</Table.Th>
                  <Table.Th>{t('money.trial.owner')}</Table.Th>
                  <Table.Th>{t('money.trial.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trial.data.accounts.map((a) => (
                  <Table.Tr key={`${a.kind}:${a.owner}`}>
                    <Table.Td>{t(`money.accounts.${a.kind}`, { defaultValue: a.kind })}</Table.Td>
                    <Table.Td dir="ltr">{a.owner}</Table.Td>
                    <Table.Td>
                      <bdi>{formatMoney(a.balance)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}

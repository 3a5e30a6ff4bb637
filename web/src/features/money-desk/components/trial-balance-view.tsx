import { Alert, Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { useTrialBalance } from '../api/trial-balance';

/** The trial balance, folded from the ledger itself; each account drills down to its entries. */
export function TrialBalanceView() {
  const { t } = useTranslation('moneydesk');
  const query = useTrialBalance();
  const tb = query.data;
  if (!tb) return <Skeleton h={200} />;
  return (
    <Stack>
      <Alert
        color={tb.balanced ? 'teal' : 'red'}
        data-testid="trial-balance-status"
        data-balanced={tb.balanced}
      >
        {tb.balanced ? t('ledger.balanced') : t('ledger.unbalanced')}
      </Alert>
      <Group>
        <Text>
          {t('ledger.entries')}: <b data-testid="trial-balance-entries">{tb.entries}</b>
        </Text>
        <Text>
          {t('ledger.debits')}: <Money dollars={tb.debits} data-testid="trial-balance-debits" />
        </Text>
        <Text>
          {t('ledger.credits')}: <Money dollars={tb.credits} data-testid="trial-balance-credits" />
        </Text>
      </Group>
      <Table striped data-testid="trial-balance">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.columns.kind')}</Table.Th>
            <Table.Th>{t('ledger.columns.owner')}</Table.Th>
            <Table.Th>{t('ledger.columns.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tb.accounts.map((a) => (
            <Table.Tr key={`${a.kind}:${a.owner}`}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/admin/money/ledger/${a.kind}/${encodeURIComponent(a.owner)}`}
                  data-testid={`account-${a.kind}-${a.owner}`}
                >
                  {t(`ledger.kinds.${a.kind}` as never)}
                </Anchor>
              </Table.Td>
              <Table.Td>{a.owner}</Table.Td>
              <Table.Td>
                <Money dollars={a.balance} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { BankTransferDetails } from '@/components/bank-transfer-details';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { pagedTable, useRecordsPage } from '@/components/records-page';
import { RecordsTable } from '@/components/records-table';
import { When } from '@/components/when';
import { useSession } from '@/lib/session';
import { useCreditHistory } from '../api/get-credit-history';
import { Hint } from '@/components/hint';

/** /wallet: the balance, the deposits held and the wallet's movements, newest first. */
export function WalletView() {
  const { t } = useTranslation(['wallet', 'common']);
  const pager = useRecordsPage();
  const query = useCreditHistory(pager.page, pager.limit);
  const data = query.data;
  const records = data?.records ?? [];
  const { user } = useSession();
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <Group grow align="stretch">
        <Card withBorder>
          <Hint>{t('balance')}</Hint>
          <Text fw={700} fz="xl" data-testid="wallet-balance">
            {data ? <Money dollars={data.balance} /> : <Skeleton h={28} w={120} />}
          </Text>
        </Card>
        <Card withBorder>
          <Hint>{t('depositsHeld')}</Hint>
          <Text fw={700} fz="xl" data-testid="wallet-deposits-held">
            {data ? <Money dollars={data.deposits_held} /> : <Skeleton h={28} w={120} />}
          </Text>
        </Card>
      </Group>
      {user && (
        <Card withBorder data-testid="wallet-funding">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('fund.title')}
            </Title>
            <Text size="sm">{t('fund.hint')}</Text>
            <BankTransferDetails reference={user.id} />
          </Stack>
        </Card>
      )}
      <Title order={2} size="h3">
        {t('history')}
      </Title>
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={[t('columns.date'), t('columns.note'), t('columns.amount'), t('columns.balance')]}
        testId="wallet-history"
      >
        {records.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <When at={r.created_at} />
            </Table.Td>
            <Table.Td>{r.credit_notes || t(`types.${r.type}`)}</Table.Td>
            <Table.Td c={r.amount < 0 ? 'red' : 'teal'}>
              {r.amount > 0 ? '+' : ''}
              <Money dollars={r.amount} />
            </Table.Td>
            <Table.Td>
              <Money dollars={r.balance} />
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordsTable>
    </Stack>
  );
}

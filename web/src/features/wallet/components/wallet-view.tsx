import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { Pagination } from '@/components/pagination/pagination';
import { formatDateTime } from '@/lib/format';
import { useCreditHistory } from '../api/get-credit-history';

const LIMIT = 10;

/** /wallet: the balance, the deposits held and the wallet's movements, newest first. */
export function WalletView() {
  const { t } = useTranslation(['wallet', 'common']);
  const [page, setPage] = useState(1);
  const query = useCreditHistory(page, LIMIT);
  const data = query.data;
  const records = data?.records ?? [];
  return (
    <Stack>
      <Title order={1}>{t('title')}</Title>
      <Group grow align="stretch">
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('balance')}
          </Text>
          <Text fw={700} fz="xl" data-testid="wallet-balance">
            {data ? <Money dollars={data.balance} /> : <Skeleton h={28} w={120} />}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {t('depositsHeld')}
          </Text>
          <Text fw={700} fz="xl" data-testid="wallet-deposits-held">
            {data ? <Money dollars={data.deposits_held} /> : <Skeleton h={28} w={120} />}
          </Text>
        </Card>
      </Group>
      <Title order={2} size="h3">
        {t('history')}
      </Title>
      {query.isPending ? (
        <Skeleton h={200} />
      ) : records.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('common:listing.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="showing">
            {t('common:listing.showing', {
              displayed: records.length,
              total: data?.totalRecords ?? 0,
            })}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="wallet-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('columns.note')}</Table.Th>
                  <Table.Th>{t('columns.amount')}</Table.Th>
                  <Table.Th>{t('columns.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Pagination
        totalRecords={data?.totalRecords ?? 0}
        limit={LIMIT}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}

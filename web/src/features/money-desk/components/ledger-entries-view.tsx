import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { pagedTable, useRecordsPage } from '@/components/records-page';
import { RecordsTable } from '@/components/records-table';
import { When } from '@/components/when';
import { useLedgerEntries } from '../api/trial-balance';

/** /admin/money/ledger/:kind/:owner: the entries of one account, newest first, with their keys. */
export function LedgerEntriesView({ kind, owner }: { kind: string; owner: string }) {
  const { t } = useTranslation(['moneydesk', 'wallet']);
  const pager = useRecordsPage(20);
  const query = useLedgerEntries(kind, owner, pager.page, pager.limit);
  const c = (k: string) => t(`moneydesk:ledger.entryColumns.${k}` as never);
  return (
    <Stack>
      <Anchor component={Link} to="/admin/money/ledger">
        {t('moneydesk:ledger.back')}
      </Anchor>
      <Title order={3}>
        {t('moneydesk:ledger.entriesOf', {
          kind: t(`moneydesk:ledger.kinds.${kind}` as never),
          owner,
        })}
      </Title>
      {query.data && (
        <Text>
          {t('moneydesk:ledger.columns.balance')}:{' '}
          <Money dollars={query.data.balance} data-testid="account-balance" />
        </Text>
      )}
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={['date', 'reason', 'note', 'reference', 'key', 'amount'].map(c)}
        testId="ledger-entries"
      >
        {(query.data?.records ?? []).map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td>
              <When at={e.created_at} />
            </Table.Td>
            <Table.Td>{t(`wallet:types.${e.reason}` as never)}</Table.Td>
            <Table.Td>{e.note}</Table.Td>
            <Table.Td>
              <Text size="sm">{e.reference ?? ''}</Text>
              {e.paid_to && (
                <Text size="xs" c="dimmed" data-testid="entry-paid-to">
                  {t('moneydesk:ledger.paidTo', {
                    bank: e.paid_to.bank_name,
                    last4: e.paid_to.last4,
                  })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {e.key}
              </Text>
            </Table.Td>
            <Table.Td>
              <Money dollars={e.amount} />
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordsTable>
    </Stack>
  );
}

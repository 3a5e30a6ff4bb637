import { Anchor, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { ReturnFilter } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { pagedTable, useRecordsPage } from '@/components/records-page';
import { RecordsTable } from '@/components/records-table';
import { When } from '@/components/when';
import { useDeskReturns } from '../api/get-desk-returns';
import { returnInvoiceLabel, returnTabs } from '../model/return-filters';
import { DecideReturnDialog, type PendingDecision } from './decide-return-dialog';
import { ReturnStatusBadge } from './return-status-badge';
import { Hint } from '@/components/hint';

/** The back office's return requests (an admin's all, a seller's own lots'): decide the open ones. */
export function ReturnsDeskView() {
  const { t } = useTranslation('returns');
  const [action, setAction] = useState<ReturnFilter>('open');
  const pager = useRecordsPage();
  const query = useDeskReturns(action, pager.page, pager.limit);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  return (
    <Stack>
      <Title order={1}>{t('desk.title')}</Title>
      <SegmentedControl
        value={action}
        onChange={(v) => {
          pager.setPage(1);
          setAction(v as ReturnFilter);
        }}
        data={returnTabs.map((a) => ({ value: a, label: t(`tabs.${a}`) }))}
      />
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={[
          t('columns.date'),
          t('columns.invoice'),
          t('columns.items'),
          t('columns.reason'),
          t('columns.status'),
          t('columns.refund'),
          '',
        ]}
        testId="returns-desk"
      >
        {(query.data?.records ?? []).map((r) => {
          const title = r.items.map((i) => i.title).join(', ');
          return (
            <Table.Tr key={r.id} data-testid={`return-${r.id}`}>
              <Table.Td>
                <When at={r.created_at} />
              </Table.Td>
              <Table.Td>#{r.invoice_number}</Table.Td>
              <Table.Td>{title}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.reason}</Text>
                {r.note && <Hint size="xs">{r.note}</Hint>}
              </Table.Td>
              <Table.Td>
                <ReturnStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>
                {r.refund_total === null ? '-' : <Money dollars={r.refund_total} />}
              </Table.Td>
              <Table.Td>
                {r.status === 'open' ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      color="teal"
                      onClick={() => setPending({ id: r.id, decision: 'accepted', title })}
                    >
                      {t('desk.accepted')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setPending({ id: r.id, decision: 'refused', title })}
                    >
                      {t('desk.refused')}
                    </Button>
                  </Group>
                ) : r.return_invoice_number !== null ? (
                  <Anchor component={Link} to={`/returninvoice/${r.id}`}>
                    {returnInvoiceLabel(r.return_invoice_number)}
                  </Anchor>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </RecordsTable>
      <DecideReturnDialog pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}

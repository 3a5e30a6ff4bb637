import { Button, Group, SegmentedControl, Table } from '@mantine/core';
import type { SellerInvoiceSummary } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { pagedTable, useRecordsPage } from '@/components/records-page';
import { RecordsTable } from '@/components/records-table';
import { When } from '@/components/when';
import { useDeskInvoices, type InvoiceClosing } from '../api/invoice-actions';
import { CloseInvoiceModal } from './close-invoice-modal';
import { TransferReceivedModal } from './transfer-received-modal';

const FILTERS = ['awaiting', 'unpaid', 'partial', 'paid', 'all'] as const;
type Filter = (typeof FILTERS)[number];

const isOpen = (i: SellerInvoiceSummary) => i.status !== 'cancelled' && i.status !== 'refunded';

/** Every invoice by status, with what the desk does to each: settle, cancel, refund. */
export function DeskInvoicesView() {
  const { t } = useTranslation(['moneydesk', 'invoices']);
  const [filter, setFilter] = useState<Filter>('awaiting');
  const pager = useRecordsPage();
  const query = useDeskInvoices(filter, pager.page, pager.limit);
  const [receiving, setReceiving] = useState<SellerInvoiceSummary | null>(null);
  const [closing, setClosing] = useState<{
    invoice: SellerInvoiceSummary;
    action: InvoiceClosing['action'];
  } | null>(null);
  const c = (k: string) => t(`moneydesk:invoices.columns.${k}` as never);
  return (
    <>
      <SegmentedControl
        value={filter}
        data-testid="desk-invoice-filter"
        onChange={(v) => {
          setFilter(v as Filter);
          pager.setPage(1);
        }}
        data={FILTERS.map((value) => ({ value, label: t(`moneydesk:invoices.filters.${value}`) }))}
      />
      <RecordsTable
        {...pagedTable(query, pager)}
        headers={['number', 'date', 'item', 'total', 'due', 'status', 'actions'].map(c)}
        testId="desk-invoices"
      >
        {(query.data?.records ?? []).map((i) => (
          <Table.Tr key={i.id} data-testid={`desk-invoice-${i.number}`}>
            <Table.Td>#{i.number}</Table.Td>
            <Table.Td>
              <When at={i.created_at} dateOnly />
            </Table.Td>
            <Table.Td>{i.title}</Table.Td>
            <Table.Td>
              <Money dollars={i.total} />
            </Table.Td>
            <Table.Td>
              <Money dollars={i.balance_due} />
            </Table.Td>
            <Table.Td>{t(`invoices:status.${i.status}`)}</Table.Td>
            <Table.Td>
              {isOpen(i) && (
                <Group gap="xs" wrap="nowrap">
                  {i.balance_due > 0 && (
                    <Button
                      size="compact-sm"
                      data-testid="desk-mark-received"
                      onClick={() => setReceiving(i)}
                    >
                      {t('moneydesk:invoices.markReceived')}
                    </Button>
                  )}
                  {i.paid === 0 ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      data-testid="desk-cancel"
                      onClick={() => setClosing({ invoice: i, action: 'cancel' })}
                    >
                      {t('moneydesk:invoices.cancel')}
                    </Button>
                  ) : (
                    <>
                      <Button
                        size="compact-sm"
                        variant="default"
                        data-testid="desk-refund-wallet"
                        onClick={() => setClosing({ invoice: i, action: 'refund-wallet' })}
                      >
                        {t('moneydesk:invoices.refundWallet')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        data-testid="desk-refund-card"
                        onClick={() => setClosing({ invoice: i, action: 'refund-card' })}
                      >
                        {t('moneydesk:invoices.refundCard')}
                      </Button>
                    </>
                  )}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordsTable>
      <TransferReceivedModal invoice={receiving} onClose={() => setReceiving(null)} />
      <CloseInvoiceModal closing={closing} onClose={() => setClosing(null)} />
    </>
  );
}

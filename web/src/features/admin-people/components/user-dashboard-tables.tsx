import { SimpleGrid } from '@mantine/core';
import type { AdminUserDashboard } from '@facet/event-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, dateValue, moneyValue } from '@/components/data-table/data-table.model';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/format';
import { useUserDashboard } from '../api/admin-users';
import { LocalTable } from './local-table';

type Row<K extends keyof AdminUserDashboard> = AdminUserDashboard[K][number];

function column<T>(
  key: string,
  header: string,
  value: (r: T) => string | number,
  cell?: (r: T) => ReactNode,
): DataColumn<T> {
  return { key, header, csvHeader: header, value, cell: cell ?? value, sortable: true };
}

/** The per-user dashboard: their bids, wins, invoices and deposits. */
export function UserDashboardTables({ userId }: { userId: string }) {
  const { t } = useTranslation('adminpeople');
  const q = useUserDashboard(userId);
  const d = q.data;
  const money = (v: number) => <Money dollars={v} />;
  const lot = <T extends { title: string }>() =>
    column<T>('title', t('dashboard.lot'), (r) => r.title);
  const amount = <T extends { amount: number }>() => ({
    ...column<T>(
      'amount',
      t('dashboard.amount'),
      (r) => r.amount,
      (r) => money(r.amount),
    ),
    ...moneyValue<T>((r) => r.amount),
  });
  const at = <T extends { at: string }>() => ({
    ...column<T>(
      'at',
      t('dashboard.date'),
      (r) => r.at,
      (r) => formatDateTime(r.at),
    ),
    ...dateValue<T>((r) => r.at),
  });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} data-testid="user-dashboard">
      <LocalTable<Row<'bids'>>
        title={t('dashboard.bids', { count: d?.bids.length ?? 0 })}
        testId="user-bids"
        loading={q.isPending}
        rows={d?.bids ?? []}
        rowKey={(r) => r.lotId}
        columns={[
          lot(),
          amount(),
          column('kind', t('dashboard.kind'), (r) => t(`dashboard.kinds.${r.kind}`)),
          column('label', t('dashboard.standing'), (r) =>
            r.label ? t(`dashboard.labels.${r.label}`) : '',
          ),
          at(),
        ]}
      />
      <LocalTable<Row<'wins'>>
        title={t('dashboard.wins', { count: d?.wins.length ?? 0 })}
        testId="user-wins"
        loading={q.isPending}
        rows={d?.wins ?? []}
        rowKey={(r) => r.lotId}
        columns={[lot(), amount()]}
      />
      <LocalTable<Row<'invoices'>>
        title={t('dashboard.invoices', { count: d?.invoices.length ?? 0 })}
        testId="user-invoices"
        loading={q.isPending}
        rows={d?.invoices ?? []}
        rowKey={(r) => r.id}
        columns={[
          column('number', t('dashboard.number'), (r) => r.number),
          {
            ...column<Row<'invoices'>>(
              'total',
              t('dashboard.total'),
              (r) => r.total,
              (r) => money(r.total),
            ),
            ...moneyValue<Row<'invoices'>>((r) => r.total),
          },
          column('status', t('dashboard.status'), (r) => t(`dashboard.invoiceStatus.${r.status}`)),
          at(),
        ]}
      />
      <LocalTable<Row<'deposits'>>
        title={t('dashboard.deposits', { count: d?.deposits.length ?? 0 })}
        testId="user-deposits"
        loading={q.isPending}
        rows={d?.deposits ?? []}
        rowKey={(r) => r.id}
        columns={[
          lot(),
          amount(),
          column('status', t('dashboard.status'), (r) => t(`dashboard.depositStatus.${r.status}`)),
          at(),
        ]}
      />
    </SimpleGrid>
  );
}

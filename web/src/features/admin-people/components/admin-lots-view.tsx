import { Button, CloseButton, Group, Pill, Stack, Text, Title } from '@mantine/core';
import type { AdminLotRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn, toOrderby } from '@/components/data-table/data-table.model';
import {
  queryProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { RouteTabs } from '@/components/route-tabs';
import { useAdminLots, useChangeLotStatus } from '../api/admin-lots';
import { useLotEvidence } from '../api/lot-evidence';
import { adminLotColumns } from './admin-lot-columns';
import { BidLedgerDrawer } from './bid-ledger-drawer';
import { StatusMenu } from '@/components/status-menu';
import { LOT_TABS, tabOf } from '@/lib/list-tabs';

/** /admin/lots/:action: every seller's lots, a tab per status, narrowed to one seller on a click. */
export function AdminLotsView({ action }: { action: string }) {
  const { t } = useTranslation(['adminpeople', 'backoffice', 'replay']);
  const table = useDataTableState(10, { key: 'date_closed', dir: 'asc' });
  const tab = tabOf(LOT_TABS, action);
  const [seller, setSeller] = useState<{ id: string; name: string } | null>(null);
  const query = useAdminLots({
    action: tab,
    searchterm: table.searchTerm,
    sellerid: seller?.id,
    orderby: toOrderby(table.sort, 'date_closed asc'),
    page: table.page,
    limit: table.limit,
  });
  const change = useChangeLotStatus();
  const evidence = useLotEvidence();
  const [ledgerOf, setLedgerOf] = useState<AdminLotRecord | null>(null);
  const columns: DataColumn<AdminLotRecord>[] = [
    ...adminLotColumns(t, (r) => {
      setSeller({ id: r.sellerId, name: r.seller_name });
      table.reset();
    }),
    {
      ...column('actions', t('backoffice:lots.columns.actions')),
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <StatusMenu
            current={r.status}
            testId={`lot-actions-${r.id}`}
            busy={change.isPending && change.variables?.id === r.id}
            onChange={(status) => change.mutate({ id: r.id, status })}
          />
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setLedgerOf(r)}
            data-testid={`lot-bids-${r.id}`}
          >
            {t('adminpeople:lots.bidHistory')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            component={Link}
            to={`/post_project/create_lot/${r.id}`}
            data-testid={`lot-edit-${r.id}`}
          >
            {t('adminpeople:lots.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            component={Link}
            to={`/admin/replay/lot/${encodeURIComponent(r.id)}`}
            data-testid={`lot-replay-${r.id}`}
          >
            {t('replay:action')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={evidence.isPending && evidence.variables === r.id}
            onClick={() => evidence.mutate(r.id)}
            data-testid={`lot-evidence-${r.id}`}
          >
            {t('adminpeople:lots.evidence')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminpeople:lots.title')}</Title>
        {query.data && (
          <Text c="dimmed" data-testid="active-lots">
            {t('backoffice:lots.activeLots', { count: query.data.activelots })}
          </Text>
        )}
      </Group>
      <RouteTabs
        value={tab}
        tabs={LOT_TABS.map((f) => ({ value: f, label: t(`backoffice:lots.tabs.${f}`) }))}
        to={(v) => `/admin/lots/${v}`}
        onSwitch={table.reset}
      />
      <DataTable
        testId="admin-lots"
        columns={columns}
        {...queryProps(query)}
        rowKey={(r) => r.id}
        {...stateProps(table)}
        search={{
          value: table.search,
          onChange: table.setSearch,
          placeholder: t('backoffice:lots.searchPlaceholder'),
        }}
        filters={
          seller && (
            <Pill size="lg" data-testid="seller-filter">
              {t('adminpeople:lots.sellerFilter', { name: seller.name })}
              <CloseButton
                size="xs"
                aria-label={t('adminpeople:lots.clearSeller')}
                onClick={() => setSeller(null)}
              />
            </Pill>
          )
        }
        csvFileName={`admin-lots-${tab}.csv`}
      />
      <BidLedgerDrawer lot={ledgerOf} onClose={() => setLedgerOf(null)} />
    </Stack>
  );
}

import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type SellerLotRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn, toOrderby } from '@/components/data-table/data-table.model';
import {
  queryProps,
  selectionProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { RouteTabs } from '@/components/route-tabs';
import { useChangeLotStatus } from '../api/change-lot-status';
import { useSellerLots } from '../api/get-seller-lots';
import { BidHistoryDrawer } from './bid-history-drawer';
import { LotDetailDrawer } from './lot-detail-drawer';
import { lotColumns } from './lot-columns';
import { BulkStatusButtons, StatusMenu } from '@/components/status-menu';
import { showAlert } from '@/lib/alerts';
import { LOT_TABS, tabOf } from '@/lib/list-tabs';

/** /seller/lots/:action: the caller's lots, a tab per status, one or many changed at once. */
export function SellerLotsView({ action }: { action: string }) {
  const { t } = useTranslation(['backoffice', 'lotform']);
  const table = useDataTableState(10, { key: 'date_closed', dir: 'asc' });
  const tab = tabOf(LOT_TABS, action);
  const query = useSellerLots({
    action: tab,
    searchterm: table.searchTerm,
    orderby: toOrderby(table.sort, 'date_closed asc'),
    page: table.page,
    limit: table.limit,
  });
  const change = useChangeLotStatus();
  const [opened, setOpened] = useState<string | null>(null);
  const [history, setHistory] = useState<Pick<SellerLotRecord, 'id' | 'title' | 'pricing'> | null>(
    null,
  );
  const columns: DataColumn<SellerLotRecord>[] = [
    ...lotColumns(t).map((c) =>
      c.key === 'title'
        ? {
            ...c,
            cell: (r: SellerLotRecord) => (
              <Anchor component="button" onClick={() => setOpened(r.id)} data-testid="lot-open">
                {r.title}
              </Anchor>
            ),
          }
        : c,
    ),
    {
      ...column('actions', t('lots.columns.actions')),
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={`/post_project/create_lot/${r.id}`}
            size="compact-sm"
            variant="subtle"
            data-testid={`lot-edit-${r.id}`}
          >
            {t('lotform:links.edit')}
          </Button>
          <StatusMenu
            current={r.status}
            testId={`lot-actions-${r.id}`}
            busy={change.isPending && change.variables?.ids.includes(r.id) === true}
            onChange={(status) => change.mutate({ ids: [r.id], status })}
          />
          <Button
            size="compact-sm"
            variant="default"
            data-testid={`lot-bid-history-${r.id}`}
            onClick={() => setHistory({ id: r.id, title: r.title, pricing: r.pricing })}
          >
            {t('bidHistory.action')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('lots.title')}</Title>
        <Group>
          {query.data && (
            <Text c="dimmed" data-testid="active-lots">
              {t('lots.activeLots', { count: query.data.activelots })}
            </Text>
          )}
          <Button component={Link} to="/post_project/create_lot/new" data-testid="lot-new">
            {t('lotform:links.newLot')}
          </Button>
        </Group>
      </Group>
      <RouteTabs
        value={tab}
        tabs={LOT_TABS.map((f) => ({ value: f, label: t(`lots.tabs.${f}`) }))}
        to={(v) => `/seller/lots/${v}`}
        onSwitch={table.reset}
      />
      <DataTable
        testId="seller-lots"
        columns={columns}
        {...queryProps(query)}
        rowKey={(r) => r.id}
        {...stateProps(table)}
        {...selectionProps(table)}
        search={{
          value: table.search,
          onChange: table.setSearch,
          placeholder: t('lots.searchPlaceholder'),
        }}
        bulkActions={(ids) => (
          <BulkStatusButtons
            busy={change.isPending}
            onChange={(status) =>
              change.mutate(
                { ids, status },
                {
                  onSuccess: () => {
                    table.setSelected(new Set());
                    // Issue 27 item 16: a bulk action says what it did, and to how many.
                    showAlert(t(`actions.bulkDone.${status}`, { n: ids.length }), 'success');
                  },
                },
              )
            }
          />
        )}
        csvFileName={`lots-${tab}.csv`}
      />
      <LotDetailDrawer id={opened} onClose={() => setOpened(null)} />
      <BidHistoryDrawer lot={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}

import type { AuctionTemplateRecord } from '@facet/event-schemas';
import { Badge, Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn, moneyValue } from '@/components/data-table/data-table.model';
import {
  queryProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { Money } from '@/components/money';
import { useChangeTemplateStatus, useTemplates } from '../api/template-api';
import { TemplateFormModal } from './template-form-modal';

const TABS = ['all', 'active', 'inactive'] as const;
type Editing = { template: AuctionTemplateRecord | null } | null;

/** /seller/templates: the seller's templates; create, edit, deactivate, start an auction from one. */
export function TemplatesView() {
  const { t } = useTranslation('auctionform');
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const table = useDataTableState(10);
  const query = useTemplates({
    action: tab,
    searchterm: table.searchTerm,
    page: table.page,
    limit: table.limit,
  });
  const change = useChangeTemplateStatus();
  const columns: DataColumn<AuctionTemplateRecord>[] = [
    {
      ...column('title', t('templates.columns.title')),
      cell: (r) => r.title,
      value: (r) => r.title,
    },
    {
      ...column('duration_hours', t('templates.columns.duration')),
      cell: (r) => t('templates.hours', { count: r.duration_hours }),
      value: (r) => r.duration_hours,
    },
    {
      ...column('auctiontype', t('templates.columns.auctiontype')),
      cell: (r) => t(`types.${r.lot_defaults.auctiontype}`),
      value: (r) => t(`types.${r.lot_defaults.auctiontype}`),
    },
    {
      ...column('deposit', t('templates.columns.deposit')),
      cell: (r) =>
        r.lot_defaults.deposit ? <Money dollars={r.lot_defaults.deposit_amount} /> : '—',
      ...moneyValue((r) => (r.lot_defaults.deposit ? r.lot_defaults.deposit_amount : null)),
    },
    {
      ...column('status', t('templates.columns.status')),
      cell: (r) => (
        <Badge color={r.status === 'active' ? 'green' : 'gray'} variant="light">
          {t(`status.${r.status}`)}
        </Badge>
      ),
      value: (r) => t(`status.${r.status}`),
    },
    {
      ...column('actions', t('templates.columns.actions')),
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            component={Link}
            to={`/post_project/auction_detail/new?template=${encodeURIComponent(r.id)}`}
            data-testid={`template-use-${r.id}`}
          >
            {t('templates.createAuction')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            data-testid={`template-edit-${r.id}`}
            onClick={() => setEditing({ template: r })}
          >
            {t('templates.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={change.isPending && change.variables?.id === r.id}
            data-testid={`template-toggle-${r.id}`}
            onClick={() =>
              change.mutate({ id: r.id, status: r.status === 'active' ? 'inactive' : 'active' })
            }
          >
            {t(r.status === 'active' ? 'templates.deactivate' : 'templates.activate')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('templates.title')}</Title>
        <Button data-testid="template-new" onClick={() => setEditing({ template: null })}>
          {t('templates.new')}
        </Button>
      </Group>
      <DataTable
        testId="seller-templates"
        columns={columns}
        {...queryProps(query)}
        rowKey={(r) => r.id}
        {...stateProps(table)}
        filters={
          <SegmentedControl
            value={tab}
            onChange={(v) => {
              setTab(v as (typeof TABS)[number]);
              table.reset();
            }}
            data={TABS.map((v) => ({ value: v, label: t(`templates.tabs.${v}`) }))}
          />
        }
        csvFileName="auction-templates.csv"
      />
      {editing && (
        <TemplateFormModal
          key={editing.template?.id ?? 'new'}
          opened
          template={editing.template}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import type { AuditEventRow } from '@facet/event-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useAuditEvents } from '../api/audit-events';
import { type EventFilters, filtersToParams, toEventQuery } from '../model/event-filters';
import { auditEventColumns } from './audit-event-columns';
import { EventDetailDrawer } from './event-detail-drawer';
import { EventFiltersForm } from './event-filters-form';
import { ExportEvidenceForm } from './export-evidence-form';
import { VerifyChainPanel } from './verify-chain-panel';
import { Hint } from '@/components/hint';

const noSort = () => undefined;

/** /audit/events: the log filtered, paged by position, each event openable; reads only. */
export function AuditEventsView({
  filters,
  onFilters,
}: {
  filters: EventFilters;
  onFilters: (filters: EventFilters) => void;
}) {
  const { t } = useTranslation('audit');
  const query = useAuditEvents(toEventQuery(filters));
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.records) ?? [], [query.data]);
  const [open, setOpen] = useState<AuditEventRow | null>(null);
  const columns = auditEventColumns(t, {
    open: setOpen,
    stream: (stream) => onFilters({ ...filters, stream }),
  });
  return (
    <Stack>
      <Title order={1}>{t('events.title')}</Title>
      <EventFiltersForm
        key={`filters?${filtersToParams(filters).toString()}`}
        value={filters}
        types={[...new Set(rows.map((r) => r.type))].sort()}
        onApply={onFilters}
      />
      <DataTable
        testId="audit-events"
        columns={columns}
        rows={rows}
        total={query.hasNextPage ? undefined : rows.length}
        loading={query.isPending}
        rowKey={(r) => r.id}
        page={1}
        limit={Math.max(rows.length, 1)}
        onPage={noSort}
        sort={null}
        onSort={noSort}
        csvFileName="audit-events.csv"
      />
      <Group justify="center">
        {query.hasNextPage ? (
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            data-testid="events-more"
          >
            {t('events.loadMore')}
          </Button>
        ) : (
          rows.length > 0 && <Hint testId="events-end">{t('events.end')}</Hint>
        )}
      </Group>
      <VerifyChainPanel key={`verify:${filters.stream.trim()}`} stream={filters.stream.trim()} />
      <ExportEvidenceForm streams={rows.map((r) => r.stream)} />
      <EventDetailDrawer event={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

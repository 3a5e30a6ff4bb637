import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import type { SellerReportRow } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/data-table.model';
import { useDataTableState, pagedProps } from '@/components/data-table/use-data-table-state';
import { showAlert } from '@/lib/alerts';
import { useSession } from '@/lib/session';
import type { ReportParams } from '../api/backoffice-keys';
import { downloadReport } from '../api/download-report';
import { useReport } from '../api/get-report';
import { defaultRange } from '../model/report-range';

const TYPES: ReportParams['type'][] = ['sales', 'bids', 'buyers', 'invoices', 'payouts'];
/** Issue 30: the Kimberley Process record (certificates received, parcels sold) is the admin's. */
const ADMIN_TYPES: ReportParams['type'][] = [...TYPES, 'kimberley'];

/**
 * /seller/reports (an admin's too): a report type over a date range, its rows on screen exactly as the CSV writes
 * them, and 'Download CSV' of the whole report (streamed by the server).
 */
export function SellerReportsView() {
  const { t } = useTranslation('backoffice');
  const types = useSession().user?.role === 'admin' ? ADMIN_TYPES : TYPES;
  const table = useDataTableState(25);
  const [params, setParams] = useState<ReportParams>(() => ({
    type: 'sales',
    ...defaultRange(new Date()),
  }));
  const report = useReport(params, table.page, table.limit);
  const [downloading, setDownloading] = useState(false);
  const set = (patch: Partial<ReportParams>) => {
    setParams((p) => ({ ...p, ...patch }));
    table.reset();
  };
  const columns: DataColumn<SellerReportRow>[] = (report.data?.columns ?? []).map((c) => ({
    key: c,
    header: t(`reports.columns.${c}` as 'reports.columns.date'),
    csvHeader: c,
    cell: (r) => String(r[c] ?? ''),
    value: (r) => r[c] ?? '',
  }));
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReport(params);
    } catch (e) {
      showAlert((e as Error).message, 'error');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack>
      <Title order={1}>{t('reports.title')}</Title>
      <Group align="end">
        <Select
          label={t('reports.type')}
          data-testid="report-type"
          allowDeselect={false}
          value={params.type}
          onChange={(v) => v && set({ type: v as ReportParams['type'] })}
          data={types.map((v) => ({ value: v, label: t(`reports.types.${v}`) }))}
        />
        {(['from', 'to'] as const).map((end) => (
          <TextInput
            key={end}
            type="date"
            label={t(`reports.${end}`)}
            data-testid={`report-${end}`}
            min="1900-01-01"
            max="2100-12-31"
            value={params[end]}
            onChange={(e) => set({ [end]: e.currentTarget.value })}
          />
        ))}
        <Button onClick={() => void download()} loading={downloading} data-testid="report-download">
          {t('reports.download')}
        </Button>
      </Group>
      <DataTable
        testId="seller-report"
        columns={columns}
        rows={report.data?.records ?? []}
        total={report.data?.totalRecords ?? 0}
        loading={report.isPending}
        rowKey={(r) => columns.map((c) => String(r[c.key] ?? '')).join('|')}
        {...pagedProps(table)}
      />
    </Stack>
  );
}

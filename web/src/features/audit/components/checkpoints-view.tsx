import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { queryProps } from '@/components/data-table/use-data-table-state';
import { CHECKPOINTS_PAGE_SIZE, useAuditCheckpoints } from '../api/audit-checkpoints';
import { checkpointColumns } from './checkpoint-columns';
import { ExportEvidenceForm } from './export-evidence-form';
import { PublicKeyCard } from './public-key-card';

const noSort = () => undefined;

/** /audit/checkpoints: the signed checkpoints, the public key and how to verify offline. */
export function CheckpointsView() {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(1);
  const query = useAuditCheckpoints(page);
  return (
    <Stack>
      <Title order={1}>{t('checkpoints.title')}</Title>
      <PublicKeyCard />
      <DataTable
        testId="audit-checkpoints"
        columns={checkpointColumns(t)}
        {...queryProps(query)}
        rowKey={(r) => String(r.payload.sequence)}
        page={page}
        limit={CHECKPOINTS_PAGE_SIZE}
        onPage={setPage}
        sort={null}
        onSort={noSort}
        csvFileName="audit-checkpoints.csv"
      />
      <ExportEvidenceForm />
    </Stack>
  );
}

import type { AuditLedgerEntryRow } from '@facet/event-schemas';
import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { queryProps } from '@/components/data-table/use-data-table-state';
import { showAlert } from '@/lib/alerts';
import { LEDGER_PAGE_SIZE, useLedgerEntries } from '../api/audit-ledger-entries';
import { downloadPaymentReceipt } from '../api/payment-receipt';
import {
  LEDGER_REASONS,
  type LedgerFilters,
  ledgerQuery,
  NO_LEDGER_FILTERS,
} from '../model/ledger-filters';
import { ExportEvidenceForm } from './export-evidence-form';
import { ledgerEntryColumns } from './ledger-entry-columns';
import { TrialBalanceCard } from './trial-balance-card';

const noSort = () => undefined;

/** /audit/money: the trial balance, every ledger entry with its receipt, and the export. */
export function MoneyView() {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<LedgerFilters>(NO_LEDGER_FILTERS);
  const [filters, setFilters] = useState<LedgerFilters>(NO_LEDGER_FILTERS);
  const query = useLedgerEntries(ledgerQuery(filters, page, LEDGER_PAGE_SIZE));
  const receipt = (r: AuditLedgerEntryRow) =>
    void downloadPaymentReceipt({ entry_id: r.id, buyer_id: r.buyer_id }).then(
      (name) => name && showAlert(t('export.saved', { name }), 'success'),
    );
  const apply = (f: LedgerFilters) => {
    setFilters(f);
    setPage(1);
  };
  return (
    <Stack>
      <Title order={1}>{t('money.title')}</Title>
      <TrialBalanceCard />
      <Title order={2}>{t('money.entries')}</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <Group align="end">
          <TextInput
            label={t('money.filters.buyer')}
            value={draft.buyer}
            onChange={(e) => setDraft({ ...draft, buyer: e.currentTarget.value })}
            dir="ltr"
            data-testid="ledger-filter-buyer"
          />
          <TextInput
            label={t('money.filters.owner')}
            placeholder="house"
            value={draft.owner}
            onChange={(e) => setDraft({ ...draft, owner: e.currentTarget.value })}
            dir="ltr"
            data-testid="ledger-filter-owner"
          />
          <Select
            label={t('money.filters.reason')}
            data={LEDGER_REASONS.map((r) => ({ value: r, label: t(`money.reasons.${r}`) }))}
            value={draft.reason || null}
            onChange={(v) => setDraft({ ...draft, reason: v ?? '' })}
            clearable
            data-testid="ledger-filter-reason"
          />
          <Button type="submit" data-testid="ledger-filter-apply">
            {t('events.filters.apply')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(NO_LEDGER_FILTERS);
              apply(NO_LEDGER_FILTERS);
            }}
          >
            {t('events.filters.clear')}
          </Button>
        </Group>
      </form>
      <DataTable
        testId="audit-ledger"
        columns={ledgerEntryColumns(t, receipt)}
        {...queryProps(query)}
        rowKey={(r) => r.id}
        page={page}
        limit={LEDGER_PAGE_SIZE}
        onPage={setPage}
        sort={null}
        onSort={noSort}
        csvFileName="audit-ledger.csv"
      />
      <ExportEvidenceForm />
    </Stack>
  );
}

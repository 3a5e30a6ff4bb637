import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { PhraseRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn } from '@/components/data-table/data-table.model';
import { localTableProps, useDataTableState } from '@/components/data-table/use-data-table-state';
import { LANGUAGES } from '@/i18n/i18n';
import { showAlert } from '@/lib/alerts';
import { useSiteConfig } from '@/lib/site-config';
import { usePhrases, useSetPhrase } from '../api/phrases';
import { editColumn } from './edit-column';

const empty: PhraseRecord = { language: 'en', key: '', text: '' };

/** /admin/phrases: an admin's overrides of the site's texts, applied at the next page load. */
export function PhrasesView() {
  const { t } = useTranslation('adminsettings');
  const table = useDataTableState(20);
  const query = usePhrases();
  const set = useSetPhrase();
  const [form, setForm] = useState<PhraseRecord>(empty);
  // Every language of the site, hidden ones too: an admin translates one before showing it.
  const languages =
    useSiteConfig().data?.languages.map((l) => ({ value: l.code, label: l.name })) ??
    LANGUAGES.map((l) => ({ value: l.code, label: l.label }));
  const columns: DataColumn<PhraseRecord>[] = [
    {
      ...column('language', t('phrases.language')),
      cell: (r) => r.language,
      value: (r) => r.language,
      sortable: true,
    },
    {
      ...column('key', t('phrases.key')),
      cell: (r) => r.key,
      value: (r) => r.key,
      sortable: true,
    },
    {
      ...column('text', t('phrases.text')),
      cell: (r) => r.text,
      value: (r) => r.text,
    },
    editColumn<PhraseRecord>(t('edit'), setForm),
  ];
  return (
    <Stack>
      <Title order={2}>{t('phrases.title')}</Title>
      <Paper withBorder p="md">
        <Stack>
          <Group align="end">
            <Select
              label={t('phrases.language')}
              allowDeselect={false}
              value={form.language}
              onChange={(v) => setForm({ ...form, language: v ?? 'en' })}
              data={languages}
              w={160}
            />
            <TextInput
              label={t('phrases.key')}
              description={t('phrases.keyHint')}
              data-testid="phrase-key"
              value={form.key}
              onChange={(e) => setForm({ ...form, key: e.currentTarget.value.trim() })}
              style={{ flex: 1 }}
            />
          </Group>
          <Textarea
            label={t('phrases.text')}
            description={t('phrases.textHint')}
            data-testid="phrase-text"
            autosize
            value={form.text}
            onChange={(e) => setForm({ ...form, text: e.currentTarget.value })}
          />
          <Group justify="end">
            <Button
              data-testid="phrase-save"
              loading={set.isPending}
              disabled={form.key === ''}
              onClick={() =>
                set.mutate(form, {
                  onSuccess: () => {
                    showAlert(t('saved'), 'success');
                    setForm(empty);
                  },
                })
              }
            >
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <DataTable
        testId="phrases"
        {...localTableProps(columns, query.data?.records ?? [], table)}
        loading={query.isLoading}
        rowKey={(r) => `${r.language}|${r.key}`}
        csvFileName="phrases.csv"
      />
    </Stack>
  );
}

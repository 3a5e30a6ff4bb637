import { Button, Group, Modal, Stack, Textarea, Title } from '@mantine/core';
import type { ConfigurationVariableRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn } from '@/components/data-table/data-table.model';
import { localTableProps, useDataTableState } from '@/components/data-table/use-data-table-state';
import { showAlert } from '@/lib/alerts';
import { useConfigurationVariables, useSetConfigurationVariable } from '../api/configuration';
import { editColumn } from './edit-column';

/** /admin/configuration: every known setting, edited one at a time. */
export function ConfigurationView() {
  const { t } = useTranslation('adminsettings');
  const table = useDataTableState(20);
  const query = useConfigurationVariables();
  const set = useSetConfigurationVariable();
  const [editing, setEditing] = useState<ConfigurationVariableRecord | null>(null);
  const columns: DataColumn<ConfigurationVariableRecord>[] = [
    {
      ...column('name', t('configuration.name')),
      cell: (r) => r.name,
      value: (r) => r.name,
      sortable: true,
    },
    {
      ...column('value', t('configuration.value')),
      cell: (r) => r.value.slice(0, 120),
      value: (r) => r.value,
    },
    editColumn<ConfigurationVariableRecord>(t('edit'), setEditing, (r) => `config-edit-${r.name}`),
  ];
  return (
    <Stack>
      <Title order={2}>{t('configuration.title')}</Title>
      <DataTable
        testId="configuration"
        {...localTableProps(columns, query.data?.records ?? [], table)}
        loading={query.isLoading}
        rowKey={(r) => r.name}
        csvFileName="configuration.csv"
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.name}>
        {editing && (
          <Stack>
            <Textarea
              label={t('configuration.value')}
              data-testid="config-value"
              autosize
              minRows={2}
              value={editing.value}
              onChange={(e) => setEditing({ ...editing, value: e.currentTarget.value })}
            />
            <Group justify="end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('cancel')}
              </Button>
              <Button
                data-testid="config-save"
                loading={set.isPending}
                onClick={() =>
                  set.mutate(editing, {
                    onSuccess: () => {
                      showAlert(t('saved'), 'success');
                      setEditing(null);
                    },
                  })
                }
              >
                {t('save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

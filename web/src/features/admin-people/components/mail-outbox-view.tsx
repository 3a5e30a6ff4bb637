import { Anchor, Badge, Code, Modal, Stack, Text, Title } from '@mantine/core';
import { dateColumn } from '@/components/data-table/columns';
import type { OutboxMailRecord } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { column, type DataColumn } from '@/components/data-table/data-table.model';
import {
  queryProps,
  stateProps,
  useDataTableState,
} from '@/components/data-table/use-data-table-state';
import { When } from '@/components/when';
import { useMailOutbox } from '../api/mail-outbox';
import { MailText } from './mail-text';

/** /admin/mail: the mail the marketplace sent, newest first; a click opens the message. */
export function MailOutboxView() {
  const { t } = useTranslation('adminpeople');
  const table = useDataTableState(20);
  const query = useMailOutbox(table.page, table.limit);
  const [open, setOpen] = useState<OutboxMailRecord | null>(null);
  const columns: DataColumn<OutboxMailRecord>[] = [
    {
      ...column('to', t('mail.to')),
      cell: (r) => r.to,
      value: (r) => r.to,
    },
    {
      ...column('subject', t('mail.subject')),
      cell: (r) => (
        <Anchor component="button" onClick={() => setOpen(r)} data-testid="mail-open">
          {r.subject}
        </Anchor>
      ),
      value: (r) => r.subject,
    },
    dateColumn('at', t('mail.date'), (r) => r.at),
    {
      ...column('status', t('mail.status')),
      cell: (r) => (
        <Badge tt="none" miw="max-content" variant="light" color="green">
          {t(`mail.transports.${r.transport}`)}
        </Badge>
      ),
      value: (r) => t(`mail.transports.${r.transport}`),
    },
  ];
  return (
    <Stack>
      <Title order={1}>{t('mail.title')}</Title>
      <DataTable
        testId="mail-outbox"
        columns={columns}
        {...queryProps(query)}
        rowKey={(r) => r.id}
        {...stateProps(table)}
        search={undefined}
        csvFileName="mail-outbox.csv"
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="lg">
        {open && (
          <Stack data-testid="mail-message">
            <Text size="sm" c="dimmed">
              {t('mail.from')}: {open.from} · {t('mail.to')}: {open.to} · <When at={open.at} />
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="mail-body">
              <MailText text={open.text} />
            </Code>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

import { Button, Code, Stack, Text } from '@mantine/core';
import type { AuditLedgerEntryRow } from '@facet/event-schemas';
import type { TFunction } from 'i18next';
import {
  column,
  type DataColumn,
  dateValue,
  moneyValue,
} from '@/components/data-table/data-table.model';
import { formatMoney } from '@/lib/format';
import { EventTime } from './event-time';
import { HashText } from './hash-text';
import { Hint } from '@/components/hint';

/** The ledger list's columns: where the log put each entry, what it moved, its receipt. */
export function ledgerEntryColumns(
  t: TFunction<'audit'>,
  onReceipt: (row: AuditLedgerEntryRow) => void,
): DataColumn<AuditLedgerEntryRow>[] {
  return [
    {
      ...column('at', t('money.columns.time')),
      cell: (r) => <EventTime at={r.at} />,
      ...dateValue((r) => r.at),
    },
    {
      ...column('stream', t('money.columns.stream')),
      cell: (r) => (
        <Code dir="ltr">
          {r.stream} #{r.revision}
        </Code>
      ),
      value: (r) => `${r.stream}#${r.revision}`,
    },
    {
      ...column('reason', t('money.columns.reason')),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{t(`money.reasons.${r.reason}`, { defaultValue: r.reason })}</Text>
          <Hint size="xs">{r.note}</Hint>
        </Stack>
      ),
      value: (r) => r.reason,
    },
    {
      ...column('amount', t('money.columns.amount')),
      cell: (r) => <bdi>{formatMoney(r.amount)}</bdi>,
      ...moneyValue((r) => r.amount),
    },
    {
      ...column('lines', t('money.columns.lines')),
      cell: (r) => (
        <Stack gap={0}>
          {r.lines.map((l, i) => (
            <Text key={i} size="xs" dir="ltr" ff="monospace">
              {t(`money.side.${l.side}`)} {l.kind}:{l.owner} {formatMoney(l.amount)}
            </Text>
          ))}
        </Stack>
      ),
      value: (r) => r.lines.map((l) => `${l.side} ${l.kind}:${l.owner} ${l.amount}`).join('; '),
    },
    {
      ...column('key', t('money.columns.key')),
      cell: (r) => <HashText value={r.key} />,
      value: (r) => r.key,
    },
    {
      ...column('hash', t('money.columns.hash')),
      cell: (r) => <HashText value={r.hash} />,
      value: (r) => r.hash,
    },
    {
      ...column('receipt', t('money.columns.receipt')),
      cell: (r) => (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onReceipt(r)}
          data-testid={`ledger-receipt-${r.id}`}
        >
          {t('money.receipt')}
        </Button>
      ),
    },
  ];
}

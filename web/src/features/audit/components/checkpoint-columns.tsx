import { Code } from '@mantine/core';
import type { TFunction } from 'i18next';
import { column, type DataColumn, dateValue } from '@/components/data-table/data-table.model';
import type { CheckpointRow } from '../api/audit-checkpoints';
import { EventTime } from './event-time';
import { HashText } from './hash-text';

/** The checkpoints list's columns: what each signature covers, shortened where it is a hash. */
export function checkpointColumns(t: TFunction<'audit'>): DataColumn<CheckpointRow>[] {
  return [
    {
      ...column('sequence', t('checkpoints.columns.sequence')),
      cell: (r) => r.payload.sequence,
      value: (r) => r.payload.sequence,
    },
    {
      ...column('at', t('checkpoints.columns.time')),
      cell: (r) => <EventTime at={r.payload.at} />,
      ...dateValue((r) => r.payload.at),
    },
    {
      ...column('positions', t('checkpoints.columns.positions')),
      cell: (r) =>
        r.payload.fromPosition === null
          ? t('checkpoints.rangeFirst', { to: r.payload.toPosition })
          : t('checkpoints.range', { from: r.payload.fromPosition, to: r.payload.toPosition }),
      value: (r) => `${r.payload.fromPosition ?? ''}..${r.payload.toPosition}`,
    },
    {
      ...column('root', t('checkpoints.columns.root')),
      cell: (r) => <HashText value={r.payload.root} />,
      value: (r) => r.payload.root,
    },
    {
      ...column('streams', t('checkpoints.columns.streams')),
      cell: (r) => r.payload.leafCount,
      value: (r) => r.payload.leafCount,
    },
    {
      ...column('keyId', t('checkpoints.columns.keyId')),
      cell: (r) => <Code dir="ltr">{r.payload.keyId}</Code>,
      value: (r) => r.payload.keyId,
    },
    {
      ...column('signature', t('checkpoints.columns.signature')),
      cell: (r) => <HashText value={r.signature} />,
      value: (r) => r.signature,
    },
  ];
}

import type { AuditEventQuery, AuditEventRow, RecordedEvent } from '@facet/event-schemas';
import { placeInLog } from '../domain/evidence-export.builder.js';
import { redactSecrets } from './secret-fields.redactor.js';

export const MAX_AUDIT_PAGE = 200;
export const DEFAULT_AUDIT_PAGE = 50;

const metadataOf = (e: RecordedEvent) => e.metadata as { at?: string; userId?: string };

/** Whether an event passes the explorer's filters (the time range is on metadata.at, inclusive). */
export function matchesAuditQuery(e: RecordedEvent, q: AuditEventQuery): boolean {
  const { at, userId } = metadataOf(e);
  if (q.stream !== undefined && e.stream !== q.stream) return false;
  if (q.type !== undefined && e.type !== q.type) return false;
  if (q.user_id !== undefined && userId !== q.user_id) return false;
  const time = at ? Date.parse(at) : Number.NaN;
  if (q.from !== undefined && !(time >= Date.parse(q.from))) return false;
  if (q.to !== undefined && !(time <= Date.parse(q.to))) return false;
  return true;
}

/** One event as the auditor sees it: as stored, with its secrets redacted. */
export function toAuditRow(e: RecordedEvent): AuditEventRow {
  const { at, userId } = metadataOf(e);
  const data = redactSecrets(e.data, 'data');
  const metadata = redactSecrets(e.metadata, 'metadata');
  const redacted = [...data.redacted, ...metadata.redacted];
  return {
    ...placeInLog(e),
    at: at ?? e.recordedAt,
    userId: userId ?? null,
    data: data.value,
    metadata: metadata.value,
    prevHash: e.prevHash,
    hash: e.hash,
    ...(redacted.length > 0 ? { redacted } : {}),
  };
}

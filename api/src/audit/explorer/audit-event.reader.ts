import { Inject, Injectable } from '@nestjs/common';
import type {
  AuditEventQuery,
  AuditEventsAnswer,
  ChainCheckAnswer,
  RecordedEvent,
} from '@facet/event-schemas';
import { checkStreamChain, type EventStore } from '@facet/event-store';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import {
  DEFAULT_AUDIT_PAGE,
  matchesAuditQuery,
  MAX_AUDIT_PAGE,
  toAuditRow,
} from './audit-event-query.js';

const SCAN_BATCH = 500;

/**
 * Reads the event log for auditors, straight from the store (not from read models: the point is
 * to see what was recorded). A stream filter reads that stream; other filters scan the global log
 * from `after` in batches until a page is full.
 */
@Injectable()
export class AuditEventReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async page(q: AuditEventQuery): Promise<AuditEventsAnswer> {
    const limit = Math.min(q.limit ?? DEFAULT_AUDIT_PAGE, MAX_AUDIT_PAGE);
    const found: RecordedEvent[] = [];
    const take = (events: RecordedEvent[]) => {
      for (const e of events) {
        if (!matchesAuditQuery(e, q)) continue;
        found.push(e);
        if (found.length === limit) return e.position;
      }
      return undefined;
    };
    const answer = (next: string | null): AuditEventsAnswer => ({
      records: found.map(toAuditRow),
      next,
    });
    if (q.stream !== undefined) {
      const events = await this.store.readStream(q.stream);
      const start = q.after === undefined ? 0 : events.findIndex((e) => e.position === q.after) + 1;
      if (q.after === undefined || start > 0) {
        const full = take(events.slice(start));
        return answer(full !== undefined && full !== events.at(-1)?.position ? full : null);
      }
    }
    let from = q.after ?? '';
    for (;;) {
      const batch = await this.store.readAll(from, SCAN_BATCH);
      const full = take(batch);
      if (full !== undefined) return answer(full);
      if (batch.length < SCAN_BATCH) return answer(null);
      from = batch.at(-1)!.position;
    }
  }

  async verifyStream(stream: string): Promise<ChainCheckAnswer> {
    return checkStreamChain(stream, await this.store.readStream(stream));
  }
}
